/**
 * Dates, times and money in the active language, with `Intl`. Dates and times stay on the
 * service's calendar (China time, the calendar the server counts VIP days and guides on); only
 * their writing changes: zh-CN keeps the site's 2026-11-24 / 14:05, zh-TW writes 2026/11/24 and
 * 14:05, English Nov 24, 2026 and 2:05 PM. Prices are written by `Intl.NumberFormat`'s currency
 * style: ¥25 and US$3.50 in zh-CN, CN¥25 and $3.50 in English; USDT, not an ISO currency, is a
 * number and its name.
 */
import type { Locale } from '@xinghe/contracts/client';
import { activeLocale } from './locale';

const CHINA = 'Asia/Shanghai';

type Style = 'day' | 'time' | 'dayMonthWeekday';

const dateOptions: Record<Locale, Record<Style, [string, Intl.DateTimeFormatOptions]>> = {
  // sv-SE writes YYYY-MM-DD and HH:mm, the site's own zh-CN forms.
  'zh-CN': {
    day: ['sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' }],
    time: ['sv-SE', { hour: '2-digit', minute: '2-digit' }],
    dayMonthWeekday: ['zh-CN', { month: 'numeric', day: 'numeric', weekday: 'short' }],
  },
  'zh-TW': {
    day: ['zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit' }],
    time: ['zh-TW', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
    dayMonthWeekday: ['zh-TW', { month: 'numeric', day: 'numeric', weekday: 'short' }],
  },
  en: {
    day: ['en-US', { dateStyle: 'medium' }],
    time: ['en-US', { hour: 'numeric', minute: '2-digit' }],
    dayMonthWeekday: ['en-US', { weekday: 'short', month: 'short', day: 'numeric' }],
  },
};

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(style: Style): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale}:${style}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    const [tag, options] = dateOptions[locale][style];
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: CHINA });
    formats.set(key, format);
  }
  return format;
}

/** Epoch seconds as a China-time date: 2026-11-24, 2026/11/24, Nov 24, 2026. */
export const formatChinaDay = (epochSeconds: number): string =>
  dateFormat('day').format(epochSeconds * 1000);

/** Epoch seconds as a China-time clock time: 14:05, 2:05 PM. */
export const formatChinaTime = (epochSeconds: number): string =>
  dateFormat('time').format(epochSeconds * 1000);

/** Epoch milliseconds as a short China-time day with its weekday: 11月26日周四, Thu, Nov 26. */
export const formatChinaWeekday = (epochMs: number): string =>
  dateFormat('dayMonthWeekday').format(epochMs);

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale();
  let format = formats.get(`${locale}:${key}`) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(`${locale}:${key}`, format);
  }
  return format;
}

/** Whole amounts without decimals, others with cents: 25, 3.50, 1,234.50. */
export function formatDecimal(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(`n${cents}`, {
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}

/** An amount of an ISO currency: ¥25, US$3.50, CN¥25, $3.50. */
export function formatCurrency(amount: number, currency: 'CNY' | 'USD'): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(`${currency}${cents}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}
