/**
 * How the server-side checks resolve names without stalling the server:
 * - through c-ares (`dns.promises.Resolver`), which runs on the event loop's own sockets. The
 *   system resolver (`dns.lookup`, getaddrinfo) takes one of libuv's four pool threads per lookup,
 *   the same threads that read media files, so a flood of slow made-up names held video back;
 * - at most MAX_CONCURRENT_LOOKUPS names at once, a short queue behind them, and anything past
 *   that refused at once (not remembered: the name did nothing wrong);
 * - each answer remembered for a minute and each miss for half a minute, at most CACHE_ENTRIES
 *   of each, so the same name is not asked again and again.
 */
import { Resolver } from 'node:dns/promises';
import { createTtlCache } from './ttl-cache';

/** Every address of a name (A and AAAA); rejects when it has none. */
export type Resolve = (host: string) => Promise<string[]>;

export const MAX_CONCURRENT_LOOKUPS = 8;

/** A lookup turned away because too many wait already: the name's answer is still unknown. */
export class LookupsBusy extends Error {
  override name = 'LookupsBusy';
}

const MAX_WAITING_LOOKUPS = 32;
const ANSWER_TTL_MS = 60_000;
const MISS_TTL_MS = 30_000;
const CACHE_ENTRIES = 2_000;

export interface CaresOptions {
  /** The whole check's deadline: the lookup, retries included, ends well within it. */
  timeoutMs: number;
  /** Name servers to ask instead of the system's (tests: one that never answers). */
  servers?: readonly string[];
}

/** Both address families through c-ares; a name with neither is a miss. */
export function caresResolve({ timeoutMs, servers }: CaresOptions): Resolve {
  // Two tries, the second waiting twice as long: within about three quarters of the deadline.
  const resolver = new Resolver({ timeout: Math.max(50, Math.floor(timeoutMs / 4)), tries: 2 });
  if (servers) resolver.setServers(servers);
  return async (host) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value : []),
      ...(v6.status === 'fulfilled' ? v6.value : []),
    ];
    if (addresses.length > 0) return addresses;
    throw v4.status === 'rejected' ? v4.reason : new Error(`no address for ${host}`);
  };
}

/** `resolve` with the bounds above: a few at once, answers and misses remembered. */
export function boundedResolve(resolve: Resolve, now: () => number = Date.now): Resolve {
  const answers = createTtlCache<string[]>(ANSWER_TTL_MS, CACHE_ENTRIES, now);
  const misses = createTtlCache<true>(MISS_TTL_MS, CACHE_ENTRIES, now);
  const inFlight = new Map<string, Promise<string[]>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const take = async () => {
    if (running < MAX_CONCURRENT_LOOKUPS) return void (running += 1);
    if (waiting.length >= MAX_WAITING_LOOKUPS) throw new LookupsBusy('too many lookups at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A freed place goes straight to the next in line, so `running` only drops when nobody waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  async function lookUp(host: string): Promise<string[]> {
    // Turned away when the queue is full: not remembered, the name did nothing wrong.
    await take();
    try {
      const addresses = await resolve(host);
      answers.set(host, addresses);
      return addresses;
    } catch (error) {
      misses.set(host, true);
      throw error;
    } finally {
      release();
    }
  }

  return (host) => {
    const known = answers.get(host);
    if (known) return Promise.resolve(known);
    if (misses.get(host)) return Promise.reject(new Error(`no address for ${host}`));
    let pending = inFlight.get(host);
    if (!pending) {
      pending = lookUp(host).finally(() => inFlight.delete(host));
      inFlight.set(host, pending);
    }
    return pending;
  };
}
