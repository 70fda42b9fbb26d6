import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../components/VipDialog/vipFormat';
import { formatChinaDay, formatChinaTime } from './intl';
import { activateLocale } from './locale';

// 2026-11-24 14:05 in China (06:05 UTC).
const AT = Date.UTC(2026, 10, 24, 6, 5) / 1000;

describe('dates, times and prices per language', () => {
  afterEach(() => activateLocale('zh-CN'));

  it('keeps the site’s own zh-CN forms', () => {
    expect(formatChinaDay(AT)).toBe('2026-11-24');
    expect(formatChinaTime(AT)).toBe('14:05');
    expect(formatAmount(25)).toBe('¥25');
    expect(formatAmount(3.5, 'USD')).toBe('US$3.50');
    expect(formatAmount(3.5, 'USDT')).toBe('3.50 USDT');
  });

  it('writes them the English way, still on China time', async () => {
    await activateLocale('en');
    expect(formatChinaDay(AT)).toBe('Nov 24, 2026');
    expect(formatChinaTime(AT)).toBe('2:05 PM');
    expect(formatAmount(25)).toBe('CN¥25');
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatAmount(12, 'USDT')).toBe('12 USDT');
  });

  it('writes them the Taiwan way', async () => {
    await activateLocale('zh-TW');
    expect(formatChinaDay(AT)).toBe('2026/11/24');
    expect(formatChinaTime(AT)).toBe('14:05');
    expect(formatAmount(25)).toBe('CN¥25');
  });
});
