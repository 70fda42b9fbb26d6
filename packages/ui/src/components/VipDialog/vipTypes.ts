/**
 * The VIP and payment data the ui components take. They mirror the contract's Product, PayOrder and
 * PayResult shapes (the ui package never imports @xinghe/contracts), narrowed to what is shown.
 */

/** A VIP package (the contract's Product). */
export interface VipProduct {
  id: number;
  name: string;
  days: number;
  /** CNY yuan. */
  price: number;
  originalPrice: number;
  pDesc: string;
  recommended: boolean;
}

export type PayMethod = 'alipay' | 'wechat' | 'paypal' | 'card' | 'cools';

/** Every method, in the order they are offered. */
export const PAY_METHODS = [
  'alipay',
  'wechat',
  'paypal',
  'card',
  'cools',
] as const satisfies readonly PayMethod[];

export type PayCurrency = 'CNY' | 'USD' | 'USDT';

/** A created order (the contract's PayOrder). */
export interface PayOrderView {
  orderId: string;
  method: PayMethod;
  productId: number;
  amount: number;
  currency: PayCurrency;
  /** Order expiry, epoch seconds. */
  expireAt: number;
  /** What the method needs: the QR payload, the redirect target, the checkout page. */
  payUrl: string;
  /** cools only: the wallet address. */
  address?: string;
}

/**
 * Where a payment stands after 立即支付: creating the order; waiting on a QR code (alipay, wechat),
 * on a checkout page (paypal, card) or on a transfer (cools); or finished.
 */
export type PaymentStep =
  'creating' | 'qrcode' | 'redirect' | 'cools' | 'paid' | 'expired' | 'failed';

export interface PaymentView {
  step: PaymentStep;
  /** Present from the qrcode/redirect/cools steps on. */
  order?: PayOrderView;
  /** paid: the user's new VIP expiry, epoch seconds (PayResult.expireTime). */
  vipExpireTime?: number | null;
  /** failed: the server's message (the envelope's msg); a generic text otherwise. */
  message?: string;
}

/** The status of the package list's load. */
export type ProductsStatus = 'loading' | 'error' | 'ready';

/** What 立即支付 hands to the site: the body of the create-order call, less the channel mapping. */
export interface PayChoice {
  productId: number;
  method: PayMethod;
}
