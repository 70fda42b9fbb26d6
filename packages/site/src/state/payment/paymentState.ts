/**
 * The payment store's state (SPEC section 2 "VIP dialog", /vip): the packages,
 * the package and method picked, the order being paid and its result.
 */
import type { PayMethod, PayOrder, PayStatus, Product } from '@xinghe/contracts/client';
import { proxy } from 'valtio';
import { idle, type Entry, type Kept } from '../resource';

/** Methods that leave the site for the pay page and come back to /vip?orderId=. */
export const REDIRECT_METHODS: ReadonlySet<PayMethod> = new Set(['paypal', 'card']);

/** Where the pay page sends a redirect method back to (same-site path, see the contract). */
export const PAY_RETURN_PATH = '/vip';

export interface PaymentState {
  /** The packages on sale. */
  products: Entry<Product[]>;
  /** Index into `products.data` (the VIP dialog's `index`); -1 until the packages are known. */
  selectedIndex: number;
  method: PayMethod;
  /**
   * `idle` nothing under way; `creating` an order is being created; then the order's status as
   * `pay/result` reports it; `error` creating or cancelling failed (see `error`).
   */
  status: 'idle' | 'creating' | PayStatus | 'error';
  /** The order shown (QR payload, pay page, wallet address); null when only its id is known. */
  order: Kept<PayOrder> | null;
  orderId: string | null;
  /** On paid: the user's VIP expiry now (epoch s) and the days bought. */
  paid: { days: number; expireTime: number | null } | null;
  error?: string;
}

export const initialPaymentState = (): PaymentState => ({
  products: idle(),
  selectedIndex: 0,
  method: 'alipay',
  status: 'idle',
  order: null,
  orderId: null,
  paid: null,
});

export const paymentState = proxy<PaymentState>(initialPaymentState());

/** The package a fresh dialog preselects: the recommended one, else the first. */
export function defaultIndex(products: readonly Product[]): number {
  return Math.max(
    0,
    products.findIndex((p) => p.recommended),
  );
}

export const selectedProduct = (): Product | undefined =>
  paymentState.products.data?.[paymentState.selectedIndex];
