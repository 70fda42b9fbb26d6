/**
 * The order: the package and method picked, creating the order (`createOrder`) and cancelling a
 * cools one. Watching it until it is final is `polling.ts`.
 */
import type { PayMethod, PayOrder } from '@xinghe/contracts/client';
import { ref } from 'valtio';
import { track } from '../../analytics';
import { api, type ApiClient } from '../../api';
import { stashOrder } from '../payOrderStash';
import { createOrder } from './createOrder';
import { paymentState, REDIRECT_METHODS, selectedProduct } from './paymentState';
import { isCurrent, poll, stopPolling } from './polling';

/** Back to choosing (another package or method): the shown order is no longer watched. */
export function dropOrder() {
  stopPolling();
  Object.assign(paymentState, {
    status: 'idle',
    order: null,
    orderId: null,
    paid: null,
    error: undefined,
  });
}

export const orderActions = {
  dropOrder,

  selectPackage(index: number) {
    if (paymentState.status === 'creating') return;
    paymentState.selectedIndex = index;
    dropOrder();
  },

  chooseMethod(method: PayMethod) {
    if (paymentState.status === 'creating') return;
    paymentState.method = method;
    dropOrder();
  },

  /**
   * 开通VIP / 立即支付: creates an order for the selected package by the chosen method and starts
   * polling its result. Redirect methods (paypal, card) resolve to the order; the caller sends the
   * viewer to `payUrl`. Resolves to null when nothing was created (see `error`).
   */
  async pay(client: ApiClient = api): Promise<PayOrder | null> {
    const product = selectedProduct();
    if (!product || paymentState.status === 'creating') return null;
    const method = paymentState.method;
    const mine = stopPolling();
    Object.assign(paymentState, {
      status: 'creating',
      order: null,
      orderId: null,
      paid: null,
      error: undefined,
    });
    track('buy_VIP', { action: 'pay', product_id: product.id, method, value: product.price });
    const reply = await createOrder(client, product.id, method);
    if (!isCurrent(mine)) return null; // closed or replaced meanwhile
    if (!reply.ok) {
      Object.assign(paymentState, { status: 'error', error: reply.msg });
      return null;
    }
    const order = reply.data;
    Object.assign(paymentState, { status: 'pending', order: ref(order), orderId: order.orderId });
    track('payment_display', {
      order_id: order.orderId,
      method: order.method,
      product_id: order.productId,
      value: order.amount,
      currency: order.currency,
    });
    if (REDIRECT_METHODS.has(order.method)) stashOrder(order);
    poll(order.orderId, order.expireAt * 1000, client);
    return order;
  },

  /** Cancels the shown cools order (取消订单). */
  async cancel(client: ApiClient = api): Promise<boolean> {
    const order = paymentState.order;
    if (!order || paymentState.status !== 'pending') return false;
    const reply = await client.call('cleanCoolsPay', { params: { orderId: order.orderId } });
    if (paymentState.orderId !== order.orderId) return false;
    if (!reply.ok) {
      paymentState.error = reply.msg;
      return false;
    }
    if (reply.data.cancelled) {
      stopPolling();
      paymentState.status = 'cancelled';
    }
    return reply.data.cancelled;
  },
};
