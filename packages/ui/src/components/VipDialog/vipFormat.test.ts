import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay, formatMinute, formatTime } from './vipFormat';

describe('vip formatting', () => {
  it('shows dates on the China calendar, whatever the machine zone', () => {
    // 2026-11-21 16:30 UTC is already the 22nd in China.
    const lateUtc = Date.UTC(2026, 10, 21, 16, 30) / 1000;
    expect(formatDay(lateUtc)).toBe('2026-11-22');
    expect(formatMinute(lateUtc)).toBe('2026-11-22 00:30');
    expect(formatTime(lateUtc)).toBe('00:30');
  });

  it('writes whole amounts without cents and others with two decimals, per currency', () => {
    expect(formatAmount(238)).toBe('¥238');
    expect(formatAmount(33.5, 'USD')).toBe('US$33.50');
    expect(formatAmount(33.5, 'USDT')).toBe('33.50 USDT');
  });
});
