/**
 * Stores one episode for offline playback in Cache Storage: the playlist of the line and quality
 * chosen, then its files one by one, each under the URL it was fetched with (signature, media
 * token and all), which is the URL hls.js asks for when 我的下载 plays it and the service worker
 * answers from this cache (pwa/sw.ts). Files already stored are skipped, so resuming after a pause
 * or a failure carries on where it stopped.
 *
 * Before anything is stored it estimates the episode's size (the bytes per second of its first
 * media segment over the seconds of all its distinct files) and asks the browser how much room is
 * left (`navigator.storage.estimate`): too little, and nothing is stored.
 */
import type { PlayInfo } from '@xinghe/contracts/client';
import { ErrorCode } from '@xinghe/contracts/client';
import { DOWNLOADS_CACHE } from '../pwa/offlineKeys';
import { estimateBytes, isMasterPlaylist, playlistFiles } from './playlist';

export interface DownloaderDeps {
  fetch: (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;
  openCache: () => Promise<Cache>;
  /** The browser's storage estimate; null where it has none. */
  estimate: () => Promise<{ quota?: number; usage?: number } | null>;
  /** The play line of the episode in the line and quality asked (a VIP's carries `download`). */
  requestLine: (request: {
    id: string;
    ep: number;
    line: string;
    quality: string;
  }) => Promise<{ ok: true; data: PlayInfo } | { ok: false; code: number }>;
  /** A media path signed with the reply's media token, as an absolute URL. */
  signUrl: (path: string, mediaToken: string) => string;
}

export interface DownloadTarget {
  id: string;
  ep: number;
  line: string;
  quality: string;
  /** The playlist stored before (a resumed download); none on the first start. */
  playlistUrl?: string;
}

export type DownloadOutcome =
  | { kind: 'done' }
  | { kind: 'paused' }
  | { kind: 'failed' }
  | { kind: 'vipOnly' }
  | { kind: 'noSpace'; needBytes: number; freeBytes: number };

export interface DownloadProgress {
  playlistUrl: string;
  doneFiles: number;
  totalFiles: number;
  bytes: number;
}

/** Room kept beyond the estimate: the estimate's error and the cache's own bookkeeping. */
const HEADROOM = 1.1;
const PLAYLIST_TYPE = { 'content-type': 'application/vnd.apple.mpegurl' };

export const browserDownloaderDeps = (
  base: Pick<DownloaderDeps, 'requestLine' | 'signUrl'>,
): DownloaderDeps => ({
  ...base,
  fetch: (url, init) => fetch(url, init),
  openCache: () => caches.open(DOWNLOADS_CACHE),
  estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
});

type Fetched = { url: string; text: string; stored: boolean };

async function thePlaylist(
  deps: DownloaderDeps,
  target: DownloadTarget,
  cache: Cache,
  signal: AbortSignal,
): Promise<Fetched | DownloadOutcome> {
  if (target.playlistUrl) {
    const stored = await cache.match(target.playlistUrl);
    if (stored) return { url: target.playlistUrl, text: await stored.text(), stored: true };
  }
  const reply = await deps.requestLine(target);
  if (!reply.ok) {
    const refused = reply.code === ErrorCode.VipRequired || reply.code === ErrorCode.Unauthorized;
    return { kind: refused ? 'vipOnly' : 'failed' };
  }
  // Downloads are a VIP perk: the server hands only a VIP's reply its download path.
  if (!reply.data.download) return { kind: 'vipOnly' };
  const url = deps.signUrl(reply.data.playlist, reply.data.mediaToken);
  const response = await deps.fetch(url, { signal });
  if (!response.ok) return { kind: 'failed' };
  const text = await response.text();
  if (isMasterPlaylist(text)) return { kind: 'failed' };
  return { url, text, stored: false };
}

export async function downloadEpisode(
  deps: DownloaderDeps,
  target: DownloadTarget,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadOutcome> {
  try {
    const cache = await deps.openCache();
    const playlist = await thePlaylist(deps, target, cache, signal);
    if ('kind' in playlist) return playlist;
    const files = playlistFiles(playlist.text, playlist.url);
    const progress = {
      playlistUrl: playlist.url,
      doneFiles: 0,
      totalFiles: files.length,
      bytes: 0,
    };
    // A first start holds its first files until the room for the whole is known.
    const held: Array<[string, Response]> = [];
    let sample = { bytes: 0, mediaBytes: 0, seconds: 0, fetched: 0 };
    let roomChecked = playlist.stored;
    for (const [index, file] of files.entries()) {
      if (signal.aborted) return { kind: 'paused' };
      const stored = await cache.match(file.url);
      let bytes: number;
      if (stored) {
        bytes = (await stored.arrayBuffer()).byteLength;
      } else {
        const response = await deps.fetch(file.url, { signal });
        if (!response.ok) return { kind: 'failed' };
        const body = await response.arrayBuffer();
        bytes = body.byteLength;
        const copy = new Response(body, { status: 200, headers: response.headers });
        if (roomChecked) await cache.put(file.url, copy);
        else held.push([file.url, copy]);
      }
      progress.bytes += bytes;
      progress.doneFiles = index + 1;
      sample = {
        bytes: sample.bytes + bytes,
        mediaBytes: sample.mediaBytes + (file.seconds > 0 ? bytes : 0),
        seconds: sample.seconds + file.seconds,
        fetched: index + 1,
      };
      if (!roomChecked && (file.seconds > 0 || index === files.length - 1)) {
        const refusal = await roomFor(deps, estimateBytes(files, sample));
        if (refusal) return refusal;
        roomChecked = true;
        await cache.put(playlist.url, new Response(playlist.text, { headers: PLAYLIST_TYPE }));
        for (const [url, response] of held.splice(0)) await cache.put(url, response);
      }
      onProgress({ ...progress });
    }
    return { kind: 'done' };
  } catch {
    return { kind: signal.aborted ? 'paused' : 'failed' };
  }
}

/** Too little room for `needBytes`: the refusal that says how much is needed and free. */
async function roomFor(deps: DownloaderDeps, needBytes: number): Promise<DownloadOutcome | null> {
  const estimate = await deps.estimate();
  if (!estimate || estimate.quota === undefined) return null;
  const freeBytes = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return needBytes * HEADROOM > freeBytes ? { kind: 'noSpace', needBytes, freeBytes } : null;
}

/**
 * Removes every stored file of a download, its playlist and its poster, except the files another
 * download's playlist lists too (two episodes signed in one session can share a clip's file).
 */
export async function removeDownload(
  openCache: () => Promise<Cache>,
  download: { playlistUrl?: string; poster?: string },
  others: readonly { playlistUrl?: string; poster?: string }[],
): Promise<void> {
  const cache = await openCache();
  const filesOf = async (playlistUrl: string | undefined) => {
    const stored = playlistUrl ? await cache.match(playlistUrl) : undefined;
    return stored ? playlistFiles(await stored.text(), playlistUrl!).map((f) => f.url) : [];
  };
  const kept = new Set<string>();
  for (const other of others) {
    for (const url of await filesOf(other.playlistUrl)) kept.add(url);
    if (other.poster) kept.add(new URL(other.poster, location.href).href);
  }
  for (const url of await filesOf(download.playlistUrl)) {
    if (!kept.has(url)) await cache.delete(url);
  }
  if (download.playlistUrl) await cache.delete(download.playlistUrl);
  const poster = download.poster && new URL(download.poster, location.href).href;
  if (poster && !kept.has(poster)) await cache.delete(poster);
}
