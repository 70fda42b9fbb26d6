/**
 * The sliding window of a live playlist, as a pure function of the clock. A channel "broadcasts" a
 * committed clip on a loop: the stream began at time 0 of the clock it is given (shifted per channel so channels are not
 * in step), segment n of the stream is segment n mod count of the clip, and the playlist lists the
 * last few segments that are complete at `now`. The media sequence therefore advances with the
 * clock, and so does the discontinuity sequence: each loop restarts the clip's timestamps, so the
 * first segment of every loop is preceded by EXT-X-DISCONTINUITY (and its init segment again). No
 * EXT-X-ENDLIST: the stream never ends.
 */

/**
 * Segments listed in each playlist (20 s of 2 s segments): a player starts three target durations
 * back from the newest, and a slow connection has room to fall behind before the window leaves it.
 */
export const LIVE_WINDOW_SEGMENTS = 10;

export interface WindowEntry {
  /** Media sequence number of the segment in the stream. */
  seq: number;
  /** Which loop of the clip it belongs to (its discontinuity sequence number). */
  loop: number;
  /** Its index in the clip: its file is seg_NNN.m4s. */
  index: number;
  /** Seconds. */
  duration: number;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  targetDuration: number;
  entries: WindowEntry[];
}

/**
 * The window at `nowMs` (milliseconds since the stream went on air) for a clip whose segments last `durations` seconds, the stream shifted by
 * `offsetSeconds` (a channel's own phase). The last entry is the newest segment complete by now.
 */
export function liveWindow(
  durations: readonly number[],
  nowMs: number,
  offsetSeconds = 0,
  size = LIVE_WINDOW_SEGMENTS,
): LiveWindow {
  const count = durations.length;
  if (count === 0 || durations.some((d) => !(d > 0))) throw new Error('a clip needs segments');
  const loopLength = durations.reduce((sum, d) => sum + d, 0);
  // Seconds since the stream began; a channel starts at least one window in, so the first
  // sequence number is never negative.
  const elapsed = Math.max(nowMs / 1000 + offsetSeconds, size * loopLength);
  const loop = Math.floor(elapsed / loopLength);
  let into = elapsed - loop * loopLength;
  let index = 0;
  while (index < count - 1 && into >= durations[index]!) {
    into -= durations[index]!;
    index++;
  }
  // The segment playing at `now` is still being "recorded": the window ends just before it.
  const current = loop * count + index;
  const entries: WindowEntry[] = [];
  for (let seq = current - size; seq < current; seq++) {
    const segIndex = seq % count;
    entries.push({
      seq,
      loop: Math.floor(seq / count),
      index: segIndex,
      duration: durations[segIndex]!,
    });
  }
  const first = entries[0]!;
  return {
    mediaSequence: first.seq,
    discontinuitySequence: first.loop,
    targetDuration: Math.ceil(Math.max(...durations)),
    entries,
  };
}

const segmentName = (index: number) => `seg_${String(index).padStart(3, '0')}.m4s`;

/**
 * The playlist text of a window, with each URI passed through `uri` (which signs it). A loop's
 * first segment, unless it opens the window, is preceded by EXT-X-DISCONTINUITY and the init
 * segment again: the timestamps start over there.
 */
export function livePlaylist(window: LiveWindow, uri: (file: string) => string): string {
  const map = `#EXT-X-MAP:URI="${uri('init.mp4')}"`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    map,
  ];
  window.entries.forEach((entry, i) => {
    if (i > 0 && entry.index === 0) lines.push('#EXT-X-DISCONTINUITY', map);
    lines.push(`#EXTINF:${entry.duration.toFixed(6)},`, uri(segmentName(entry.index)));
  });
  return `${lines.join('\n')}\n`;
}

/** The EXTINF durations of a generated VOD playlist (the clip the channel loops). */
export function segmentDurations(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([0-9.]+),/gm)].map((m) => Number(m[1]));
}
