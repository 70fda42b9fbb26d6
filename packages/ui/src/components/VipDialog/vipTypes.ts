/**
 * The payment views the ui components take. Contract shapes (Product, PayMethod, PayCurrency,
 * PayOrder) are the contract's own types; what is here is the ui's: where a payment stands, and a
 * created order narrowed to what is shown.
 */
import type { PayMethod, PayOrder } from '@xinghe/contracts/client';

/** A created order as the payment panel shows it: the contract's PayOrder, whatever its status. */
export type PayOrderView = Omit<PayOrder, 'status'>;

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

/** What 立即支付 hands to the site: the body of the create-order call, less the channel mapping. */
export interface PayChoice {
  productId: number;
  method: PayMethod;
}
