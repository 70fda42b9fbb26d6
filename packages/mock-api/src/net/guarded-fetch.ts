/**
 * A GET the server makes on a viewer's behalf (a source's alive check, a host's CORS check) that
 * cannot be turned into a way into private networks:
 * - every hop's URL passes `checkUrlTarget` (scheme, user:password, port 80/443, IP literal);
 * - a name is resolved once (net/resolver.ts: c-ares, bounded, remembered), every address it
 *   resolves to must be public, and the socket connects
 *   to that vetted address through a pinned `lookup`, so a DNS answer that changes between the
 *   check and the connection (DNS rebinding) is never used;
 * - redirects are followed by hand, at most `maxRedirects`, each new URL checked like the first;
 * - the whole exchange has one deadline, and at most `maxBytes` of the body are read
 *   (`guardedOpen` instead hands the body over unread, for the relay to stream under its own cap);
 * - SOURCE_ALLOW_HOSTS (`allowHosts`, tests only) lets exactly the listed host:port pairs past the
 *   address and port rules.
 *
 * Built on node:http/https rather than undici or fetch: their `lookup` option is the documented
 * hook through which the socket gets its address (no dispatcher internals), and they let us read
 * a bounded prefix of the body and drop the socket. Both are part of Node, so nothing is added.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  bareHost,
  checkUrlTarget,
  isIpLiteral,
  isPublicAddress,
  type TargetProblem,
} from './address-policy';
import { allowKey, type AllowHosts } from './allow-hosts';
import { LookupsBusy, type Resolve } from './resolver';

export type { Resolve } from './resolver';

export interface GuardedFetchOptions {
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  resolve: Resolve;
  headers?: Record<string, string>;
  /**
   * Tests only (see `sources/check-options.ts`, refused in production): a loopback port of a local
   * test server that may be reached as http://127.0.0.1:{port}. Nothing else is relaxed.
   */
  testLoopbackPort?: number;
  /**
   * SOURCE_ALLOW_HOSTS (net/allow-hosts.ts, refused in production): `host:port` keys reached
   * despite the address and port rules; the scheme and user:password rules still apply.
   */
  allowHosts?: AllowHosts;
}

type Failure = {
  kind: 'failed';
  reason: 'timeout' | 'network' | 'unresolvable' | 'redirects' | 'busy';
};

export type FetchOutcome =
  | { kind: 'refused'; problem: TargetProblem }
  | {
      kind: 'reply';
      status: number;
      headers: IncomingHttpHeaders;
      body: Buffer;
      url: URL;
      /** The body went past maxBytes: `body` is its first maxBytes only. */
      truncated: boolean;
    }
  | Failure;

/** Like FetchOutcome, but the body is left unread for the caller to stream (and cap). */
export type OpenOutcome =
  | { kind: 'refused'; problem: TargetProblem }
  | { kind: 'open'; status: number; headers: IncomingHttpHeaders; body: IncomingMessage; url: URL }
  | Failure;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function isTestTarget(url: URL, port: number | undefined): boolean {
  return (
    port !== undefined &&
    url.protocol === 'http:' &&
    url.hostname === '127.0.0.1' &&
    url.port === String(port)
  );
}

/** The rules a listed host still passes: http(s), no user:password. */
function schemeProblem(url: URL): TargetProblem | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  return null;
}

/** The one address this hop may connect to, or why not. */
async function vetAddress(
  url: URL,
  options: GuardedFetchOptions,
): Promise<{ address: string } | { kind: 'refused'; problem: TargetProblem } | Failure> {
  if (isTestTarget(url, options.testLoopbackPort)) return { address: '127.0.0.1' };
  const allowed = options.allowHosts?.has(allowKey(url)) ?? false;
  const problem = allowed ? schemeProblem(url) : checkUrlTarget(url);
  if (problem) return { kind: 'refused', problem };
  const host = bareHost(url);
  if (isIpLiteral(host)) return { address: host };
  let addresses: string[];
  try {
    addresses = await options.resolve(host);
  } catch (error) {
    return { kind: 'failed', reason: error instanceof LookupsBusy ? 'busy' : 'unresolvable' };
  }
  if (addresses.length === 0) return { kind: 'failed', reason: 'unresolvable' };
  if (allowed) return { address: addresses[0]! };
  // One private answer is enough to refuse: a name that mixes public and private answers is how
  // rebinding attacks are set up.
  if (!addresses.every(isPublicAddress)) return { kind: 'refused', problem: 'address' };
  return { address: addresses[0]! };
}

/** A `lookup` that answers every query with the vetted address (the socket's only source). */
function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
  stream?: IncomingMessage;
}

/**
 * One request to one vetted address; the body is read up to maxBytes, or (`stream`) left unread
 * for the caller, except a redirect's.
 */
function requestOnce(
  url: URL,
  address: string,
  options: GuardedFetchOptions,
  signal: AbortSignal,
  stream = false,
): Promise<Answer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(address),
        signal,
        headers: { 'user-agent': 'XingheSourceCheck/1.0', accept: '*/*', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          response.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, options.maxBytes),
            truncated: size > options.maxBytes,
          });
        };
        if (REDIRECTS.has(response.statusCode ?? 0)) return finish();
        if (stream) {
          const { statusCode = 0, headers } = response;
          return resolve({
            status: statusCode,
            headers,
            body: Buffer.alloc(0),
            truncated: false,
            stream: response,
          });
        }
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size > options.maxBytes) finish();
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export async function guardedFetch(
  start: URL,
  options: GuardedFetchOptions,
): Promise<FetchOutcome> {
  const outcome = await exchange(start, options, false);
  if (outcome.kind !== 'answer') return outcome;
  const { status, headers, body, truncated } = outcome.answer;
  return { kind: 'reply', status, headers, body, truncated, url: outcome.url };
}

/**
 * As `guardedFetch`, but the final reply's body is handed over unread (the relay streams media):
 * the caller caps it. The deadline still holds: when it passes, the body is destroyed.
 */
export async function guardedOpen(start: URL, options: GuardedFetchOptions): Promise<OpenOutcome> {
  const outcome = await exchange(start, options, true);
  if (outcome.kind !== 'answer') return outcome;
  const { status, headers, stream } = outcome.answer;
  return { kind: 'open', status, headers, body: stream!, url: outcome.url };
}

async function exchange(
  start: URL,
  options: GuardedFetchOptions,
  stream: boolean,
): Promise<
  | { kind: 'answer'; answer: Answer; url: URL }
  | { kind: 'refused'; problem: TargetProblem }
  | Failure
> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  try {
    for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
      const vetted = await vetAddress(url, options);
      if ('kind' in vetted) return vetted;
      if (signal.aborted) return { kind: 'failed', reason: 'timeout' };
      const reply = await requestOnce(url, vetted.address, options, signal, stream);
      const location = reply.headers.location;
      if (!REDIRECTS.has(reply.status) || !location) return { kind: 'answer', answer: reply, url };
      try {
        url = new URL(location, url);
      } catch {
        return { kind: 'refused', problem: 'scheme' };
      }
    }
    return { kind: 'failed', reason: 'redirects' };
  } catch {
    return { kind: 'failed', reason: signal.aborted ? 'timeout' : 'network' };
  }
}
