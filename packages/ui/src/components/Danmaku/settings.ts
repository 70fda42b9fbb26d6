/**
 * A viewer's 弹幕 settings: shape, defaults, and reading them back from storage. The site keeps
 * them on the device; the ui renders with them. Defined once here (ui owns how 弹幕 look).
 */

/** How much of the picture 弹幕 may use, from the top. */
export const DANMAKU_AREAS = ['full', 'half', 'quarter'] as const;
export type DanmakuArea = (typeof DANMAKU_AREAS)[number];

export const DANMAKU_FONT_SIZES = ['small', 'medium', 'large'] as const;
export type DanmakuFontSize = (typeof DANMAKU_FONT_SIZES)[number];

/** How many of the comments show: a share of them, picked the same way on every device. */
export const DANMAKU_DENSITIES = ['low', 'normal', 'high'] as const;
export type DanmakuDensity = (typeof DANMAKU_DENSITIES)[number];
export const DENSITY_SHARE: Readonly<Record<DanmakuDensity, number>> = {
  low: 0.3,
  normal: 0.6,
  high: 1,
};

/** The layer's height as a share of the picture above the control bar. */
export const AREA_SHARE: Readonly<Record<DanmakuArea, number>> = {
  full: 1,
  half: 0.5,
  quarter: 0.25,
};

export const OPACITY_MIN = 0.2;

export interface DanmakuSettings {
  enabled: boolean;
  /** 0.2 to 1. */
  opacity: number;
  area: DanmakuArea;
  fontSize: DanmakuFontSize;
  density: DanmakuDensity;
  /** Skip intros (and start the next-episode countdown at the outro) by itself. */
  autoSkip: boolean;
}

export const DEFAULT_DANMAKU_SETTINGS: Readonly<DanmakuSettings> = {
  enabled: true,
  opacity: 0.9,
  area: 'half',
  fontSize: 'medium',
  density: 'normal',
  autoSkip: true,
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Stored settings made safe: anything missing or unknown falls back to its default. */
export function readDanmakuSettings(stored: unknown): DanmakuSettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const d = DEFAULT_DANMAKU_SETTINGS;
  const opacity = typeof s['opacity'] === 'number' ? s['opacity'] : d.opacity;
  return {
    enabled: typeof s['enabled'] === 'boolean' ? s['enabled'] : d.enabled,
    opacity: Math.min(1, Math.max(OPACITY_MIN, Number.isFinite(opacity) ? opacity : d.opacity)),
    area: oneOf(DANMAKU_AREAS, s['area'], d.area),
    fontSize: oneOf(DANMAKU_FONT_SIZES, s['fontSize'], d.fontSize),
    density: oneOf(DANMAKU_DENSITIES, s['density'], d.density),
    autoSkip: typeof s['autoSkip'] === 'boolean' ? s['autoSkip'] : d.autoSkip,
  };
}

/**
 * Whether a comment shows at a density: by its id, so the same comments show on every device
 * and raising the density only adds comments. The viewer's own always show.
 */
export function shownAtDensity(id: number, mine: boolean, density: DanmakuDensity): boolean {
  if (mine) return true;
  const share = DENSITY_SHARE[density];
  if (share >= 1) return true;
  // Knuth's multiplicative hash spreads consecutive ids evenly over [0, 1).
  const spread = (Math.imul(id, 2654435761) >>> 0) / 4294967296;
  return spread < share;
}
