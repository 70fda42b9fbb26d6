/**
 * The checks the server makes for viewers: is a source alive, does a video host allow CORS. Both
 * go through `guardedFetch` (no private networks, pinned addresses, bounded redirects, a
 * deadline) and are cached briefly, per URL or per host.
 */
import type { CorsResult, SourceType } from '@xinghe/contracts';
import type { TargetProblem } from '../net/address-policy';
import { guardedFetch, type FetchOutcome } from '../net/guarded-fetch';
import { boundedResolve, caresResolve } from '../net/resolver';
import { createTtlCache } from '../net/ttl-cache';
import { badRequest } from '../lib/reply';
import type { CheckOptions } from './check-options';
import { deadDetail, SourceMsg, targetProblemMsg } from './messages';

export interface AliveResult {
  alive: boolean;
  detail: string;
  checkedAt: number;
}

const CACHE_ENTRIES = 1_000;

/** Turned away by the lookup bound: says nothing about the target, so it is not kept. */
const isBusy = (outcome: FetchOutcome) => outcome.kind === 'failed' && outcome.reason === 'busy';

/** A refused target is the caller's error (code 400); anything else is an answer. */
function refuseIfRefused(outcome: FetchOutcome): void {
  if (outcome.kind === 'refused') throw badRequest(targetProblemMsg[outcome.problem]);
}

/** `host` or `host:port` as the cors query gives it; anything with a scheme, path or user is refused. */
export function corsTarget(host: string): URL {
  const text = host.trim();
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(text)) throw badRequest(SourceMsg.badHost);
  let url: URL;
  try {
    url = new URL(`https://${text}/`);
  } catch {
    throw badRequest(SourceMsg.badHost);
  }
  // Port 80 is plain http; the address rule then checks the port like any other.
  if (url.port === '80') url = new URL(`http://${url.hostname}/`);
  return url;
}

export function createSourceChecks(checkOptions: CheckOptions, nowMs: () => number) {
  const options = {
    ...checkOptions,
    resolve:
      checkOptions.resolve ??
      boundedResolve(
        caresResolve({ timeoutMs: checkOptions.timeoutMs, servers: checkOptions.dnsServers }),
        nowMs,
      ),
  };
  const aliveCache = createTtlCache<AliveResult>(options.aliveTtlMs, CACHE_ENTRIES, nowMs);
  const corsCache = createTtlCache<CorsResult>(options.corsTtlMs, CACHE_ENTRIES, nowMs);
  const nowSeconds = () => Math.floor(nowMs() / 1000);

  async function alive(url: string, type: SourceType): Promise<AliveResult> {
    const key = `${type} ${url}`;
    const cached = aliveCache.get(key);
    if (cached) return cached;
    const outcome = await guardedFetch(new URL(url), options);
    refuseIfRefused(outcome);
    const result = { ...verdict(outcome, type), checkedAt: nowSeconds() };
    if (!isBusy(outcome)) aliveCache.set(key, result);
    return result;
  }

  async function cors(host: string, origin: string): Promise<CorsResult> {
    const result = await corsOfTarget(corsTarget(host), origin);
    if ('problem' in result) throw badRequest(targetProblemMsg[result.problem]);
    return result;
  }

  /**
   * Whether the browser may read media at `address` from `origin`: the cors check of its host
   * (same cache), asked with the address's own scheme. A refused host cannot be read either.
   */
  async function corsOf(address: string, origin: string): Promise<boolean> {
    const url = new URL(address);
    const result = await corsOfTarget(new URL(`${url.protocol}//${url.host}/`), origin);
    return 'cors' in result && result.cors;
  }

  async function corsOfTarget(
    target: URL,
    origin: string,
  ): Promise<CorsResult | { problem: TargetProblem }> {
    const key = `${target.href} ${origin}`;
    const cached = corsCache.get(key);
    if (cached) return cached;
    const outcome = await guardedFetch(target, { ...options, headers: { origin } });
    if (outcome.kind === 'refused') return { problem: outcome.problem };
    const allowed =
      outcome.kind === 'reply' ? outcome.headers['access-control-allow-origin'] : undefined;
    const result: CorsResult = {
      host: target.host,
      reachable: outcome.kind === 'reply',
      cors: allowed === '*' || allowed === origin,
      checkedAt: nowSeconds(),
    };
    if (!isBusy(outcome)) corsCache.set(key, result);
    return result;
  }

  /** The guard's settings the play routes fetch with: the same resolver and allowed hosts. */
  const { resolve, maxRedirects, testLoopbackPort, allowHosts } = options;
  const fetchBase = {
    resolve,
    maxRedirects,
    ...(testLoopbackPort && { testLoopbackPort }),
    ...(allowHosts && { allowHosts }),
  };

  return { alive, cors, corsOf, fetchBase };
}

function verdict(outcome: FetchOutcome, type: SourceType): Omit<AliveResult, 'checkedAt'> {
  if (outcome.kind === 'failed') return { alive: false, detail: deadDetail[outcome.reason] };
  if (outcome.kind !== 'reply') return { alive: false, detail: deadDetail.network };
  if (outcome.status < 200 || outcome.status > 299) {
    return { alive: false, detail: deadDetail.status(outcome.status) };
  }
  // An HLS playlist starts with #EXTM3U (RFC 8216 4.3.1.1), after an optional byte-order mark.
  if (
    type === 'hls' &&
    !outcome.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .startsWith('#EXTM3U')
  ) {
    return { alive: false, detail: deadDetail.notPlaylist };
  }
  return { alive: true, detail: deadDetail.alive };
}

export type SourceChecks = ReturnType<typeof createSourceChecks>;
