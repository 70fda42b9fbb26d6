/**
 * The host's settings read from the environment, each checked at start-up with a message that
 * says what to set: a host that would trust the wrong thing refuses to start rather than run.
 */
import { BlockList, isIP } from 'node:net';
import { DEFAULT_MAX_CONNECTIONS_PER_IP } from '@xinghe/contracts/server';

/** A setting the host cannot start with; `server.ts` prints its message alone, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** proxy-addr's names for the private ranges, accepted by Fastify's `trustProxy` list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest range a proxy tier plausibly spans: a /8 (IPv6 /32). Anything wider (`0.0.0.0/0`, two
 * /1s) trusts every peer, which is TRUST_PROXY=true by another name.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
/** IPv4-mapped IPv6 (`::ffff:a.b.c.d`): its last 32 bits are an IPv4 address, so a /96 is 0.0.0.0/0. */
const MAPPED_IPV4_BITS = 96;

/** Whether the entry names a range wider than a proxy tier spans. */
function isTooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined || NAMED_RANGES.has(entry)) return false;
  const bits = Number(prefix);
  const version = isIP(address);
  if (version === 4) return bits < WIDEST_PREFIX[4];
  if (/^::ffff:/i.test(address)) return bits < MAPPED_IPV4_BITS + WIDEST_PREFIX[4];
  return bits < WIDEST_PREFIX[6];
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses (or CIDR ranges) of the proxies in front of the host, comma-separated,
 * e.g. `10.0.0.0/8,127.0.0.1`. X-Forwarded-For/-Proto/-Host are believed only from those peers,
 * and the client is the last address in X-Forwarded-For that is not one of them. A hop count or
 * `true` is refused: neither can tell a proxy from a client that connects directly and writes
 * X-Forwarded-For itself (Fastify ignores a hop count for the same reason).
 */
export function trustedProxiesFrom(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true' || /^\d+$/.test(text)) {
    throw new ConfigError(
      `TRUST_PROXY="${text}" would believe the X-Forwarded-For of any client that connects ` +
        'directly; give the address or CIDR range of each proxy in front of the host instead, ' +
        'e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.map((entry) => `"${entry}"`).join(', ')} is not an IP address, a CIDR ` +
        'range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal',
    );
  }
  const wide = entries.filter(isTooWide);
  if (wide.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${wide.map((entry) => `"${entry}"`).join(', ')} is wider than a /8 ` +
        '(IPv6 /32) and would believe the X-Forwarded-For of almost any client; name the ' +
        "proxies' own addresses or ranges, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1",
    );
  }
  return entries;
}

/**
 * PUBLIC_ORIGIN: the origin viewers use (`https://www.example.com`), written into canonical links,
 * social tags and payment URLs instead of the request's Host header, which anyone can forge.
 * Required in production; in development the request's host is used when it is unset.
 */
export function publicOriginFrom(value: string | undefined, production: boolean): string | null {
  if (!value) {
    if (!production) return null;
    throw new ConfigError(
      'PUBLIC_ORIGIN is required in production (NODE_ENV=production): set it to the origin ' +
        'viewers use, e.g. PUBLIC_ORIGIN=https://www.example.com; canonical links and payment ' +
        "URLs are built from it, never from the request's Host header",
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below with the other malformed values.
  }
  const isOrigin =
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!isOrigin) {
    throw new ConfigError(
      `PUBLIC_ORIGIN="${value}" must be an http or https origin without a path, ` +
        'e.g. https://www.example.com',
    );
  }
  return url!.origin;
}

/** Production hosts shed load past this event-loop lag unless told otherwise. */
export const PRODUCTION_MAX_EVENT_LOOP_DELAY_MS = 2000;

/**
 * MAX_EVENT_LOOP_DELAY_MS: the event-loop lag, milliseconds, past which new requests get 503 with
 * Retry-After (plugins/loadShedding.ts). Default: 2000 in production; off elsewhere, since a
 * shared development or CI machine lags for reasons that are not this host's load. 0 turns it off.
 */
export function maxEventLoopDelayFrom(
  value: string | undefined,
  production: boolean,
): number | null {
  if (value === undefined || value === '') {
    return production ? PRODUCTION_MAX_EVENT_LOOP_DELAY_MS : null;
  }
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new ConfigError(
      `MAX_EVENT_LOOP_DELAY_MS="${value}" must be a whole number of milliseconds (0 turns it off)`,
    );
  }
  return ms === 0 ? null : ms;
}

/** proxy-addr's named ranges, as BlockList subnets. */
const NAMED_SUBNETS: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether a peer address is one of the trusted proxies (TRUST_PROXY, as checked above): a proxy's
 * connections carry every viewer behind it, so the per-address connection bound leaves them out.
 */
export function isTrustedProxy(entries: readonly string[] | false): (address: string) => boolean {
  if (!entries) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_SUBNETS[entry];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // A dual-stack socket names an IPv4 peer as ::ffff:a.b.c.d.
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (v4) return list.check(v4, 'ipv4');
    return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * MAX_CONNECTIONS_PER_IP: connections one peer address may keep open (the trusted proxies aside).
 * Default: see `@xinghe/contracts/server`.
 */
export function maxConnectionsPerIpFrom(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_MAX_CONNECTIONS_PER_IP;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new ConfigError(
      `MAX_CONNECTIONS_PER_IP="${value}" must be a whole number of connections (0 turns it off)`,
    );
  }
  return count === 0 ? null : count;
}

/**
 * The host's memory for kept pages and kept API replies together, megabytes: the default leaves
 * room for the process (its code, the OpenCC tables, the app's server build, requests in flight)
 * in a 512 MB container.
 */
export const DEFAULT_HOST_CACHE_MB = 64;

/** HOST_CACHE_MB: the bytes the host's caches may take together (see app.ts for the split). */
export function hostCacheBytesFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HOST_CACHE_MB * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isInteger(mb) || mb < 1) {
    throw new ConfigError(
      `HOST_CACHE_MB="${value}" must be a whole number of megabytes, at least 1 (default ${DEFAULT_HOST_CACHE_MB})`,
    );
  }
  return mb * 1024 * 1024;
}

/** Requests a host answers at once before it sheds new ones (MAX_IN_FLIGHT's default). */
export const DEFAULT_MAX_IN_FLIGHT = 256;

/**
 * MAX_IN_FLIGHT: requests being answered at once above which new ones get 503 with Retry-After
 * (plugins/loadShedding.ts). On everywhere: unlike the lag, it does not depend on the machine's
 * other work. 0 turns it off.
 */
export function maxInFlightFrom(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_MAX_IN_FLIGHT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new ConfigError(
      `MAX_IN_FLIGHT="${value}" must be a whole number of requests (0 turns it off)`,
    );
  }
  return count === 0 ? null : count;
}

/** Production hosts shed load while their event loop is busy more than this share of the time. */
export const PRODUCTION_MAX_EVENT_LOOP_UTILIZATION = 0.98;

/**
 * MAX_EVENT_LOOP_UTILIZATION: the share of time (above 0, at most 1) the event loop may be busy
 * before new requests are shed. Default: 0.98 in production, off elsewhere (as the lag). 0: off.
 */
export function maxEventLoopUtilizationFrom(
  value: string | undefined,
  production: boolean,
): number | null {
  if (value === undefined || value === '') {
    return production ? PRODUCTION_MAX_EVENT_LOOP_UTILIZATION : null;
  }
  const share = Number(value);
  if (!Number.isFinite(share) || share < 0 || share > 1) {
    throw new ConfigError(
      `MAX_EVENT_LOOP_UTILIZATION="${value}" must be a share of time from 0 to 1, e.g. 0.98 (0 turns it off)`,
    );
  }
  return share === 0 ? null : share;
}

/**
 * SOURCE_ALLOW_HOSTS: `host:port` pairs (comma-separated) the embedded mock's source fetches may
 * reach although they are loopback or private, for tests against a local source fixture. Passed
 * to the embedded mock as it is (the mock checks each pair); refused in production, where it
 * would open the server's own network to whoever adds a source.
 */
export function sourceAllowHostsFrom(
  value: string | undefined,
  production: boolean,
): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (production) {
    throw new ConfigError(
      'SOURCE_ALLOW_HOSTS lets source fetches reach loopback and private addresses and is for ' +
        'tests only: it is refused with NODE_ENV=production; unset it',
    );
  }
  return text;
}
