/**
 * The focal subject of a key art (a lone figure, a lit window, a lighthouse ...), drawn over its
 * family's backdrop (`scenes.ts`). The subject is what a viewer remembers of a poster, so it is
 * what must not repeat on one screen: each family has its own list of twelve or more, in the
 * genre's spirit, and a title takes one of its family's list that none of the eleven before it
 * in its channel's popularity order shows (see `assignments.ts`), so twelve posters in a row never
 * show one twice.
 * All shapes are simple geometry of our own.
 */
import type { Random } from '../seed/random';
import type { Family } from './families';
import type { Colours } from './scenes';
import { SUBJECTS, type Focus, type Motif } from './subjects';
import type { Treatment } from './typeset';

export type { Motif };

/**
 * Each family's subjects, in the order its titles take them: twelve or more, so a row of twelve
 * has room for each; the lists differ by genre (swords and pagodas for 武侠, planets and rockets
 * for 科幻, a figure in a spotlight for 悬疑 ...).
 */
export const FAMILY_MOTIFS: Record<Family, readonly Motif[]> = {
  ink: [
    'sword',
    'moon',
    'pagoda',
    'bridge',
    'boat',
    'lantern',
    'peak',
    'birds',
    'tree',
    'umbrella',
    'figure',
    'house',
  ],
  neon: [
    'planet',
    'rocket',
    'star',
    'car',
    'clock',
    'peak',
    'moon',
    'lighthouse',
    'figure',
    'microphone',
    'balloon',
    'fish',
  ],
  soft: [
    'pair',
    'umbrella',
    'window',
    'balloon',
    'tree',
    'kite',
    'moon',
    'house',
    'boat',
    'bridge',
    'birds',
    'star',
  ],
  noir: [
    'spotlight',
    'car',
    'door',
    'window',
    'clock',
    'lantern',
    'umbrella',
    'figure',
    'moon',
    'birds',
    'lighthouse',
    'sword',
  ],
  warm: [
    'trio',
    'house',
    'window',
    'tree',
    'boat',
    'pair',
    'lantern',
    'clock',
    'door',
    'kite',
    'bridge',
    'balloon',
  ],
  flat: [
    'star',
    'rocket',
    'balloon',
    'crown',
    'kite',
    'planet',
    'fish',
    'car',
    'moon',
    'house',
    'tree',
    'boat',
  ],
  land: [
    'tree',
    'peak',
    'lighthouse',
    'boat',
    'birds',
    'balloon',
    'fish',
    'bridge',
    'moon',
    'house',
    'pagoda',
    'kite',
  ],
  stage: [
    'microphone',
    'star',
    'crown',
    'spotlight',
    'trio',
    'balloon',
    'figure',
    'pair',
    'lantern',
    'clock',
    'door',
    'kite',
  ],
  kids: [
    'balloon',
    'cat',
    'snowman',
    'crown',
    'kite',
    'fish',
    'house',
    'umbrella',
    'trio',
    'birds',
    'pair',
    'star',
  ],
};

/**
 * A title's subject: the first of its family's list, from its `start` round and round, that is
 * not among `recent` (those its neighbours show). A list longer than `recent` always has one.
 */
export function motifOf(family: Family, start: number, recent: readonly Motif[] = []): Motif {
  const list = FAMILY_MOTIFS[family];
  for (let i = 0; i < list.length; i++) {
    const motif = list[(start + i) % list.length]!;
    if (!recent.includes(motif)) return motif;
  }
  return list[start % list.length]!;
}

/** Where a title treatment leaves room: the subject's centre, ground line and sky, as shares. */
const ROOM: Record<Treatment | 'none', { x: [number, number]; ground: number; sky: number }> = {
  none: { x: [0.38, 0.62], ground: 0.72, sky: 0.26 },
  foot: { x: [0.38, 0.62], ground: 0.68, sky: 0.24 },
  head: { x: [0.38, 0.62], ground: 0.8, sky: 0.36 },
  band: { x: [0.38, 0.62], ground: 0.56, sky: 0.18 },
  vertical: { x: [0.3, 0.42], ground: 0.76, sky: 0.3 },
};

/**
 * Draws the subject in the frame, clear of where the title is set and a little off centre by the
 * seeded stream, marked with `data-motif` (what it shows, for the tests that check a screen shows
 * none twice).
 */
export function drawMotif(
  motif: Motif,
  r: Random,
  frame: { w: number; h: number; treatment?: Treatment },
  c: Colours,
): string {
  const { w, h } = frame;
  const room = ROOM[frame.treatment ?? 'none'];
  const s = (Math.min(w, h * (2 / 3)) / 300) * 1.1;
  const x = w * (room.x[0] + r.next() * (room.x[1] - room.x[0]));
  const focus: Focus = { x, ground: h * room.ground, sky: h * room.sky, s };
  return `<g data-motif="${motif}">${SUBJECTS[motif](focus, c)}</g>`;
}
