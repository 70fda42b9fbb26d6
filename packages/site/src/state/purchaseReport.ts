/**
 * The analytics of a paid order (SPEC analytics: pay_success, purchase), once per order per tab:
 * a result may arrive twice (the dialog, then the /vip page the pay page returns to, or a reload).
 * `purchase` follows gtag ecommerce: transaction_id, value, currency and the items bought.
 */
import { track } from '../analytics';
import { dropStash, firstReport, readStash } from './payOrderStash';
import type { PayOrder, PayResult, Product } from '@xinghe/contracts/client';

export function reportPurchaseOnce(
  result: PayResult,
  shown: PayOrder | null,
  product: Product | undefined,
) {
  if (!firstReport(result.orderId)) return;
  const known = shown ?? readStash(result.orderId);
  dropStash(result.orderId);
  const value = known?.amount ?? product?.price ?? 0;
  const currency = known?.currency ?? 'CNY';
  const method = known?.method;
  track('pay_success', { order_id: result.orderId, method, product_id: result.productId });
  // gtag ecommerce: transaction_id, value, currency and the items bought.
  track('purchase', {
    transaction_id: result.orderId,
    value,
    currency,
    payment_type: method,
    items: [
      {
        item_id: String(result.productId),
        item_name: product?.name ?? String(result.productId),
        price: value,
        quantity: 1,
      },
    ],
  });
}
