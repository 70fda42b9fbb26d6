/**
 * The start of the episode the detail page would play, fetched while that page is idle: the
 * signed playlist of the line it already asked for (so never a VIP line for a viewer who is not
 * one: the API gave this viewer that line), then the playlist's init segment and first segment.
 * The playlist is kept in memory (it is `no-store`, and the API signs its segment addresses anew
 * on every request); the player plays that very URL (`signedPlaylistUrl`) and its engine reads the
 * kept text instead of asking again (`takeKeptPlaylist`), so the two segments it then asks for
 * are the ones already in the browser's cache (`private, max-age`). Used once, for as long as the
 * kept line itself (PREFETCHED_LINE_MS), for the same media token.
 */
import type { PlayInfo } from '@xinghe/contracts/client';
import { PREFETCHED_LINE_MS } from '../state/prefetchedLine';
import { signedMediaUrl } from './signing';

interface Kept {
  path: string;
  mediaToken: string;
  url: string;
  at: number;
  text: Promise<string | null>;
}

let kept: Kept | null = null;

/** The init segment's and the first segment's addresses in a media playlist, resolved. */
export function firstMediaOf(playlist: string, base: string): string[] {
  const lines = playlist.split('\n').map((line) => line.trim());
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  const init = map?.match(/URI="([^"]+)"/)?.[1];
  const first = lines.find((line) => line !== '' && !line.startsWith('#'));
  return [init, first]
    .filter((uri): uri is string => Boolean(uri))
    .map((uri) => {
      return new URL(uri, base).href;
    });
}

const fetchOptions: RequestInit = { credentials: 'same-origin', priority: 'low' };

/**
 * Fetches the start of `info`'s line (a viewer's own line: `isVip` says whether a VIP line may be
 * it), unless it plays from another server (a purl) or is a VIP line for someone who is not one.
 */
export function prefetchLineStart(info: PlayInfo, isVip: boolean, now = Date.now()): void {
  const line = info.lines.find((l) => l.key === info.line);
  if (!line || (line.vip && !isVip)) return;
  if (/^https?:\/\//i.test(info.playlist)) return;
  const url = signedMediaUrl(info.playlist, info.mediaToken);
  const text = fetch(url, fetchOptions)
    .then((reply) => (reply.ok ? reply.text() : null))
    .catch(() => null);
  kept = { path: info.playlist, mediaToken: info.mediaToken, url, at: now, text };
  void text.then((playlist) => {
    if (playlist === null) return;
    // Read to the end, so the browser's cache keeps them for the player's own requests.
    for (const uri of firstMediaOf(playlist, new URL(url, location.href).href)) {
      void fetch(uri, fetchOptions)
        .then((reply) => reply.arrayBuffer())
        .catch(() => undefined);
    }
  });
}

const fresh = (found: Kept | null, now: number): found is Kept =>
  found !== null && now - found.at < PREFETCHED_LINE_MS;

/** The signed URL to play `path` with: the prefetched one (same token) while fresh, else null. */
export function signedPlaylistUrl(path: string, mediaToken: string, now = Date.now()) {
  return fresh(kept, now) && kept.path === path && kept.mediaToken === mediaToken ? kept.url : null;
}

/** The kept playlist text of `url` (null once it failed), once; null when none is kept. */
export function takeKeptPlaylist(url: string, now = Date.now()): Promise<string | null> | null {
  const found = kept;
  if (!fresh(found, now) || found.url !== url) return null;
  kept = null;
  return found.text;
}
