import { describe, expect, it } from 'vitest';
import { DEFAULT_DANMAKU_SETTINGS, readDanmakuSettings, shownAtDensity } from './settings';

describe('readDanmakuSettings', () => {
  it('falls back to the defaults for anything missing or unknown', () => {
    expect(readDanmakuSettings(null)).toEqual(DEFAULT_DANMAKU_SETTINGS);
    expect(readDanmakuSettings({ area: 'sideways', opacity: 'x', enabled: false })).toEqual({
      ...DEFAULT_DANMAKU_SETTINGS,
      enabled: false,
    });
    expect(readDanmakuSettings({ opacity: 0 }).opacity).toBe(0.2);
  });
});

describe('shownAtDensity', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
  const share = (density: 'low' | 'normal' | 'high') =>
    ids.filter((id) => shownAtDensity(id, false, density)).length / ids.length;

  it('shows about the share of each density, a higher one adding to a lower one', () => {
    expect(share('low')).toBeCloseTo(0.3, 1);
    expect(share('normal')).toBeCloseTo(0.6, 1);
    expect(share('high')).toBe(1);
    expect(
      ids
        .filter((id) => shownAtDensity(id, false, 'low'))
        .every((id) => shownAtDensity(id, false, 'normal')),
    ).toBe(true);
  });

  it("always shows the viewer's own", () => {
    expect(ids.every((id) => shownAtDensity(id, true, 'low'))).toBe(true);
  });
});
