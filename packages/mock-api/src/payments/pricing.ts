/**
 * What an order charges in the currency of its method. Prices are kept in CNY yuan; PayPal and
 * card charge USD, cools USDT (pegged to USD). Decided: a fixed rate of 7 CNY per USD, rounded
 * to cents, so the amount a user sees never changes between page loads.
 */
import type { PayCurrency, PayMethod } from '@xinghe/contracts';

export const CNY_PER_USD = 7;

export function currencyOf(method: PayMethod): PayCurrency {
  if (method === 'paypal' || method === 'card') return 'USD';
  if (method === 'cools') return 'USDT';
  return 'CNY';
}

/** Rounds to cents without binary drift (3.5714... -> 3.57, 1.005 -> 1.01). */
function toCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function amountIn(currency: PayCurrency, priceCny: number): number {
  return currency === 'CNY' ? toCents(priceCny) : toCents(priceCny / CNY_PER_USD);
}
