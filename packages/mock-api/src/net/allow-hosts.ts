/**
 * SOURCE_ALLOW_HOSTS: `host:port` pairs (comma-separated) the server may fetch on a viewer's behalf
 * although the address rule would refuse them (loopback, a private address, a port other than 80
 * or 443). It exists for tests that serve sources from a local fixture; a production process
 * refuses to start with it, so the rule it relaxes is never relaxed where strangers call.
 * Only the scheme and user:password rules still apply to a listed host, and only to exactly that
 * host and port: a redirect elsewhere is judged like any other address.
 */
import { effectivePort } from '@xinghe/contracts';

export type AllowHosts = ReadonlySet<string>;

/** The key a URL is looked up by: its host (IPv6 in brackets) and its port, 80/443 included. */
export function allowKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

/** One entry as a key, or null when it is not `host:port`. */
function entryKey(entry: string): string | null {
  if (!/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/.test(entry)) return null;
  try {
    const url = new URL(`http://${entry}/`);
    const port = Number(entry.slice(entry.lastIndexOf(':') + 1));
    if (!url.hostname || port < 1 || port > 65535) return null;
    return `${url.hostname.toLowerCase()}:${port}`;
  } catch {
    return null;
  }
}

/** The set of keys in a SOURCE_ALLOW_HOSTS value; empty for an unset or blank value. */
export function parseAllowHosts(value: string | undefined): Set<string> {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = new Set<string>();
  for (const entry of entries) {
    const key = entryKey(entry);
    if (!key) {
      throw new Error(
        `SOURCE_ALLOW_HOSTS: "${entry}" is not host:port, e.g. SOURCE_ALLOW_HOSTS=127.0.0.1:4100`,
      );
    }
    keys.add(key);
  }
  return keys;
}

/** SOURCE_ALLOW_HOSTS as the mock reads it: refused with NODE_ENV=production. */
export function sourceAllowHostsFrom(
  value: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Set<string> {
  const keys = parseAllowHosts(value);
  if (keys.size > 0 && env['NODE_ENV'] === 'production') {
    throw new Error(
      'SOURCE_ALLOW_HOSTS lets the server fetch loopback and private addresses for tests; ' +
        'it is refused with NODE_ENV=production: unset it',
    );
  }
  return keys;
}

/**
 * The allowed hosts of the app using a database, so the dev provider states (which get the
 * database, and run only where SOURCE_ALLOW_HOSTS may be set) can allow a fixture they start.
 * Keyed weakly: a closed app's set goes with it.
 */
const allowHostsByDb = new WeakMap<object, Set<string>>();

export function registerAllowHosts(db: object, hosts: Set<string>): void {
  allowHostsByDb.set(db, hosts);
}

export function allowHostsOf(db: object): Set<string> | undefined {
  return allowHostsByDb.get(db);
}
