/**
 * The files of an HLS media playlist an offline download stores: its init segments (EXT-X-MAP)
 * and media segments, each once (a long title repeats the same few files), as absolute URLs
 * resolved against the playlist's, exactly as hls.js will ask for them.
 */

export interface PlaylistFile {
  readonly url: string;
  /** Seconds of media in it (0 for an init segment). */
  readonly seconds: number;
}

const MAP_URI = /#EXT-X-MAP:.*?URI="([^"]+)"/;

/** Every file to store, each once, in the order first written. */
export function playlistFiles(text: string, playlistUrl: string): PlaylistFile[] {
  const files = new Map<string, PlaylistFile>();
  let duration = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      const map = MAP_URI.exec(line)?.[1];
      if (map) {
        const url = new URL(map, playlistUrl).href;
        if (!files.has(url)) files.set(url, { url, seconds: 0 });
      }
      const extinf = /^#EXTINF:([\d.]+)/.exec(line)?.[1];
      if (extinf) duration = Number(extinf);
      continue;
    }
    const url = new URL(line, playlistUrl).href;
    if (!files.has(url)) files.set(url, { url, seconds: duration });
  }
  return [...files.values()];
}

/** A playlist of playlists (a master) lists variants, not segments: not what a download takes. */
export const isMasterPlaylist = (text: string) => text.includes('#EXT-X-STREAM-INF');

/**
 * The bytes all `files` will take, from the first `fetched` of them (`bytes` in all, `mediaBytes`
 * of them in media segments lasting `seconds`): their rate over the seconds of the rest, plus
 * what is fetched.
 */
export function estimateBytes(
  files: readonly PlaylistFile[],
  sample: { bytes: number; mediaBytes: number; seconds: number; fetched: number },
): number {
  const rate = sample.seconds > 0 ? sample.mediaBytes / sample.seconds : 0;
  const rest = files.slice(sample.fetched).reduce((sum, f) => sum + f.seconds, 0);
  return Math.ceil(sample.bytes + rate * rest);
}
