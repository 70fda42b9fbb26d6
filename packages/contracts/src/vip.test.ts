import { describe, expect, it } from 'vitest';
import { isVipActive } from './vip';

// 2026-11-21 04:00:00 UTC.
const NOW_S = Date.UTC(2026, 10, 21, 4) / 1000;
const NOW_MS = NOW_S * 1000;

describe('isVipActive', () => {
  it('is VIP while the expiry lies in the future, down to the last second', () => {
    expect(isVipActive(NOW_S + 365 * 24 * 60 * 60, NOW_MS)).toBe(true);
    expect(isVipActive(NOW_S + 1, NOW_MS)).toBe(true);
    expect(isVipActive(NOW_S + 1, NOW_MS + 999)).toBe(true);
  });

  it('ends the moment the expiry is reached', () => {
    expect(isVipActive(NOW_S, NOW_MS)).toBe(false);
    expect(isVipActive(NOW_S - 3 * 24 * 60 * 60, NOW_MS)).toBe(false);
  });

  it('is never VIP without an expiry', () => {
    expect(isVipActive(null, NOW_MS)).toBe(false);
    expect(isVipActive(undefined, NOW_MS)).toBe(false);
  });
});
