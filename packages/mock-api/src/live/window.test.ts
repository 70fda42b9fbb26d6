import { describe, expect, it } from 'vitest';
import { livePlaylist, liveWindow, segmentDurations } from './window';

const TWO_SECONDS = [2, 2, 2, 2, 2];
/** A fixed clock well past the start: loop 10 000 000 of a 10 s clip starts here. */
const T0 = 100_000_000_000;

describe('liveWindow', () => {
  it('lists the last complete segments before now, sequence numbers from the epoch', () => {
    const w = liveWindow(TWO_SECONDS, T0 + 5_000, 0, 3);
    // 5 s into the loop: segment 2 is playing, so 0 and 1 of this loop and 4 of the last one.
    expect(w.entries.map((e) => [e.seq, e.loop, e.index])).toEqual([
      [49_999_999, 9_999_999, 4],
      [50_000_000, 10_000_000, 0],
      [50_000_001, 10_000_000, 1],
    ]);
    expect(w.mediaSequence).toBe(49_999_999);
    expect(w.discontinuitySequence).toBe(9_999_999);
    expect(w.targetDuration).toBe(2);
  });

  it('advances the media sequence with the clock, one per segment duration', () => {
    const a = liveWindow(TWO_SECONDS, T0 + 5_000);
    const b = liveWindow(TWO_SECONDS, T0 + 7_000);
    const c = liveWindow(TWO_SECONDS, T0 + 7_900);
    expect(b.mediaSequence - a.mediaSequence).toBe(1);
    expect(c.mediaSequence).toBe(b.mediaSequence);
    expect(b.entries.slice(0, -1)).toEqual(a.entries.slice(1));
  });

  it('counts loops in the discontinuity sequence once the window has left the last one', () => {
    const before = liveWindow(TWO_SECONDS, T0 + 1_000, 0, 3);
    const after = liveWindow(TWO_SECONDS, T0 + 6_000, 0, 3);
    expect(before.discontinuitySequence).toBe(9_999_999);
    expect(after.discontinuitySequence).toBe(10_000_000);
  });

  it('handles segments of unequal length and shifts each channel by its offset', () => {
    const durations = [2, 2, 1];
    const w = liveWindow(durations, T0 + 4_500, 0, 2);
    expect(w.entries.map((e) => e.index)).toEqual([0, 1]);
    const shifted = liveWindow(durations, T0 + 4_500, 2, 2);
    expect(shifted.entries.map((e) => e.index)).toEqual([1, 2]);
  });

  it('never starts before sequence 0', () => {
    expect(liveWindow(TWO_SECONDS, 0).mediaSequence).toBeGreaterThanOrEqual(0);
  });
});

describe('livePlaylist', () => {
  it('marks each loop start with a discontinuity and the init segment, and never ends', () => {
    const text = livePlaylist(liveWindow(TWO_SECONDS, T0 + 5_000, 0, 3), (f) => `/x/${f}`);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:49999999',
      '#EXT-X-DISCONTINUITY-SEQUENCE:9999999',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MAP:URI="/x/init.mp4"',
      '#EXTINF:2.000000,',
      '/x/seg_004.m4s',
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-MAP:URI="/x/init.mp4"',
      '#EXTINF:2.000000,',
      '/x/seg_000.m4s',
      '#EXTINF:2.000000,',
      '/x/seg_001.m4s',
      '',
    ]);
    expect(text).not.toContain('ENDLIST');
  });
});

describe('segmentDurations', () => {
  it('reads the EXTINF durations of a VOD playlist', () => {
    expect(
      segmentDurations('#EXTM3U\n#EXTINF:2.000000,\na\n#EXTINF:1.5,\nb\n#EXT-X-ENDLIST'),
    ).toEqual([2, 1.5]);
  });
});
