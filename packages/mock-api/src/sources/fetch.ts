/**
 * Fetching a source's document (a MacCMS reply, an M3U list) for a search, a title or the
 * channels: through `guardedFetch` with the alive check's address rules, a deadline and a size
 * cap, and the outcome told as the contract's fetch state (ok, timeout, unusable with why).
 */
import type { SourceFetchState } from '@xinghe/contracts';
import { guardedFetch, type GuardedFetchOptions } from '../net/guarded-fetch';
import { fetchDetail, targetProblemMsg } from './messages';

/** What search and titles wait for one source (the contract's 6 s) and read of it (2 MB). */
export const SOURCE_FETCH_LIMITS = { timeoutMs: 6_000, maxBytes: 2 * 1024 * 1024 };

export type Fetched =
  | { state: 'ok'; text: string; url: URL }
  | { state: Exclude<SourceFetchState, 'ok'>; detail: string };

/** The guard's settings without the per-fetch limits (the resolver, allowed hosts). */
export type FetchBase = Omit<GuardedFetchOptions, 'timeoutMs' | 'maxBytes'>;

export async function fetchSourceText(
  url: URL,
  base: FetchBase,
  limits: { timeoutMs: number; maxBytes: number } = SOURCE_FETCH_LIMITS,
): Promise<Fetched> {
  const outcome = await guardedFetch(url, { ...base, ...limits });
  if (outcome.kind === 'refused') {
    return { state: 'unusable', detail: targetProblemMsg[outcome.problem] };
  }
  if (outcome.kind === 'failed') {
    const state = outcome.reason === 'timeout' ? 'timeout' : 'unusable';
    return { state, detail: fetchDetail[outcome.reason] };
  }
  if (outcome.status < 200 || outcome.status > 299) {
    return { state: 'unusable', detail: fetchDetail.status(outcome.status) };
  }
  if (outcome.truncated) return { state: 'unusable', detail: fetchDetail.tooBig };
  return { state: 'ok', text: outcome.body.toString('utf8'), url: outcome.url };
}
