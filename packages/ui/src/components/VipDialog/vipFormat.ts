import { vipT } from '../../i18n/vipMessages';
import type { PayCurrency } from '@xinghe/contracts/client';

// Dates are shown on the service's calendar (China), the same calendar the server counts days on.
const DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
});

/** Epoch seconds as HH:mm in China time. */
export function formatTime(epochSeconds: number): string {
  return TIME.format(epochSeconds * 1000);
}

/** Epoch seconds as YYYY-MM-DD in China time. */
export function formatDay(epochSeconds: number): string {
  return DAY.format(epochSeconds * 1000);
}

/** Epoch seconds as YYYY-MM-DD HH:mm in China time. */
export function formatMinute(epochSeconds: number): string {
  return MINUTE.format(epochSeconds * 1000);
}

/** 25 → "25", 3.5 → "3.50": whole amounts without decimals, others with cents. */
export function formatNumber(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** An amount with its currency: ¥25, US$3.50, 3.50 USDT. */
export function formatAmount(amount: number, currency: PayCurrency = 'CNY'): string {
  return vipT(`amount.${currency}`, { amount: formatNumber(amount) });
}
