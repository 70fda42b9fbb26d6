/**
 * The play line the detail page asked for (for its 线路), kept briefly so the player opened from
 * that page starts with it instead of asking again: one round trip less between pressing play and
 * the first frame. A kept reply is used once (a retry, a line switch or a download asks afresh),
 * only for the same session (a login in between asks again) and for PREFETCHED_LINE_MS: far inside
 * its media token's 30 minutes (getPlayLine's description), so its signed playlist still plays.
 */
import type { ApiResult, PlayInfo, PlayLineBody } from '@xinghe/contracts/client';
import { sessionState } from './session';

export const PREFETCHED_LINE_MS = 120_000;

interface Kept {
  id: string;
  ep: number;
  token: string;
  at: number;
  reply: ApiResult<PlayInfo>;
}

let kept: Kept | null = null;

/** Keeps the default line's reply of an episode (asked without a line or quality). */
export function keepPrefetchedLine(
  request: PlayLineBody,
  reply: ApiResult<PlayInfo>,
  now = Date.now(),
) {
  if (!reply.ok || request.line !== undefined || request.quality !== undefined) return;
  kept = { id: request.id, ep: request.ep, token: sessionState.token, at: now, reply };
}

/** The kept reply for `request` while it is fresh (then forgotten), else null. */
export function takePrefetchedLine(
  request: PlayLineBody,
  now = Date.now(),
): ApiResult<PlayInfo> | null {
  const found = kept;
  if (!found || found.id !== request.id || found.ep !== request.ep) return null;
  kept = null;
  const sameLine =
    request.line === undefined || (found.reply.ok && found.reply.data.line === request.line);
  const fresh = now - found.at < PREFETCHED_LINE_MS && found.token === sessionState.token;
  return sameLine && request.quality === undefined && fresh ? found.reply : null;
}
