import type { PayCurrency } from '@xinghe/contracts/client';
import { formatChinaDay, formatChinaTime, formatCurrency, formatDecimal } from '../../i18n/intl';
import { vipT } from '../../i18n/vipMessages';

// Dates are shown on the service's calendar (China), the same calendar the server counts days on,
// written the active language's way (i18n/intl.ts).

/** Epoch seconds as a China-time clock time (14:05; 2:05 PM in English). */
export const formatTime = formatChinaTime;

/** Epoch seconds as a China-time date (2026-11-24; Nov 24, 2026 in English). */
export const formatDay = formatChinaDay;

/** Epoch seconds as a China-time date and time. */
export function formatMinute(epochSeconds: number): string {
  return `${formatChinaDay(epochSeconds)} ${formatChinaTime(epochSeconds)}`;
}

/** 25 → "25", 3.5 → "3.50": whole amounts without decimals, others with cents. */
export const formatNumber = formatDecimal;

/** An amount with its currency: ¥25, US$3.50, 3.50 USDT (CN¥25, $3.50 in English). */
export function formatAmount(amount: number, currency: PayCurrency = 'CNY'): string {
  return currency === 'USDT'
    ? vipT('amount.USDT', { amount: formatDecimal(amount) })
    : formatCurrency(amount, currency);
}
