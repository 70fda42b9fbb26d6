import { describe, expect, it } from 'vitest';
import { VOD_TYPES } from '@xinghe/contracts';
import { writePlaylist } from './playlist';
import { RUNTIME_MINUTES } from './runtime';
import { buildTimeline, episodeTimeline, loadLibrary, type Timeline } from './timeline';

const library = loadLibrary();
/** Both id kinds the contract has had: integers and 10-character strings. */
const IDS = [2847, 12, 'LX89vyQfIj', 'Ab3dE6gH9k'] as const;

const order = (t: Timeline) => t.pieces.map((p) => `${p.clip.clip.key}:${p.from}-${p.to}`);

/** The playlist's lines, with each URI written as `signed(file)`. */
const playlistOf = (t: Timeline) => writePlaylist(t, (file) => `signed(${file})`).split('\n');

describe('episodeTimeline', () => {
  it.each(VOD_TYPES)(
    'a %s episode lasts inside its channel range, a whole number of segments',
    (type) => {
      const [min, max] = RUNTIME_MINUTES[type];
      for (const id of IDS) {
        for (const ep of [1, 2, 3]) {
          const { duration, pieces } = episodeTimeline(library, { id, type }, ep);
          expect(duration).toBeGreaterThanOrEqual(min * 60);
          expect(duration).toBeLessThanOrEqual(max * 60);
          const summed = pieces.reduce(
            (sum, p) => sum + p.clip.segments.slice(p.from, p.to).reduce((a, b) => a + b, 0),
            0,
          );
          expect(summed).toBe(duration);
        }
      }
    },
  );

  it('is the same every time for a title and episode', () => {
    for (const id of IDS) {
      const a = episodeTimeline(library, { id, type: 'movie' }, 1);
      const b = episodeTimeline(library, { id, type: 'movie' }, 1);
      expect(order(a)).toEqual(order(b));
    }
  });

  it('differs between titles and between episodes, and the next episode opens on another clip', () => {
    const orders = IDS.map((id) => order(episodeTimeline(library, { id, type: 'drama' }, 1)));
    expect(new Set(orders.map((o) => o.join())).size).toBe(IDS.length);
    for (const id of IDS) {
      const first = episodeTimeline(library, { id, type: 'drama' }, 1).pieces[0]!.clip;
      const second = episodeTimeline(library, { id, type: 'drama' }, 2).pieces[0]!.clip;
      expect(second).not.toBe(first);
    }
  });
});

describe('buildTimeline', () => {
  it('ends within a segment past its aim', () => {
    for (const target of [600, 3600, 7200, 8999]) {
      const { duration } = buildTimeline(library, 'LX89vyQfIj', 1, target);
      expect(duration).toBeGreaterThanOrEqual(target);
      expect(duration - target).toBeLessThan(2);
    }
  });

  it('joins clips of one family only, never the same clip twice in a row when it has others', () => {
    for (const id of IDS) {
      const { pieces } = buildTimeline(library, id, 1, 7200);
      expect(new Set(pieces.map((p) => p.clip.family)).size).toBe(1);
      const members = library.filter((c) => c.family === pieces[0]!.clip.family);
      if (members.length > 1) {
        pieces.slice(1).forEach((p, i) => expect(p.clip).not.toBe(pieces[i]!.clip));
      }
    }
  });
});

describe('writePlaylist', () => {
  const timeline = buildTimeline(library, 2847, 1, 7200);
  const lines = playlistOf(timeline);

  it('lists every segment with its length, adding up to the episode', () => {
    const extinf = lines.filter((l) => l.startsWith('#EXTINF:'));
    const total = extinf.reduce((sum, l) => sum + Number.parseFloat(l.slice(8)), 0);
    expect(total).toBe(timeline.duration);
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(lines.at(-2)).toBe('#EXT-X-ENDLIST');
  });

  it('marks a discontinuity where each clip after the first begins, and nowhere else', () => {
    const discontinuities = lines.flatMap((l, i) => (l === '#EXT-X-DISCONTINUITY' ? [i] : []));
    expect(discontinuities).toHaveLength(timeline.pieces.length - 1);
    for (const [n, at] of discontinuities.entries()) {
      const piece = timeline.pieces[n + 1]!;
      const seg = `seg_${String(piece.from).padStart(3, '0')}.m4s`;
      // The next URI after the tag is the first segment of the next piece.
      const next = lines.slice(at).find((l) => l.startsWith('signed('));
      expect(next).toBe(`signed(${piece.clip.clip.key}-${seg})`);
    }
  });

  it('signs each file once and writes that URI at every repeat', () => {
    const calls: string[] = [];
    const text = writePlaylist(timeline, (file) => {
      calls.push(file);
      return `signed(${file})#${calls.length}`;
    });
    expect(new Set(calls).size).toBe(calls.length);
    const uris = text.split('\n').filter((l) => l.startsWith('signed('));
    expect(new Set(uris).size).toBe(calls.length - 1); // all but the init segment's
    expect(uris.length).toBeGreaterThan(calls.length * 10);
  });

  it('signs every URI: the init segment once and each media segment', () => {
    const uris = lines.filter((l) => l !== '' && !l.startsWith('#'));
    expect(uris.every((u) => /^signed\([a-z0-9]+-seg_\d{3}\.m4s\)$/.test(u))).toBe(true);
    const maps = lines.filter((l) => l.startsWith('#EXT-X-MAP:'));
    expect(maps).toEqual([
      `#EXT-X-MAP:URI="signed(${timeline.pieces[0]!.clip.clip.key}-init.mp4)"`,
    ]);
  });
});
