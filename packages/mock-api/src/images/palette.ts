/**
 * Colours derived from an id for channel logos and sports badges and crests, so each keeps its look
 * across requests and restarts (posters and portraits have their own families): a
 * dark-to-saturated gradient that suits the site's dark theme and keeps white text readable.
 */
import { hashString } from '../seed/random';

export interface Palette {
  from: string;
  to: string;
  accent: string;
  /** 0..1, for placing decorations. */
  shift: number;
}

export function paletteFor(kind: string, id: number): Palette {
  const h = hashString(`${kind}:${id}`);
  const hue = h % 360;
  const spread = 30 + ((h >>> 9) % 60);
  return {
    from: `hsl(${hue} 62% 20%)`,
    to: `hsl(${(hue + spread) % 360} 70% 42%)`,
    accent: `hsl(${(hue + 180) % 360} 80% 70%)`,
    shift: ((h >>> 17) % 1000) / 1000,
  };
}
