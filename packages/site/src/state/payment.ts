/**
 * Buying VIP (SPEC section 2 "VIP dialog", /vip): the actions of the payment
 * store. An order is created per method (`payment/createOrder`), then watched until it is final
 * (`payment/polling`), and its result applied (`payment/paidOrder`); the state and its types are
 * in `payment/paymentState`.
 */
import type { PayMethod, PayOrder, Product } from '@xinghe/contracts/client';
import { ref, useSnapshot } from 'valtio';
import { track } from '../analytics';
import { api, type ApiClient } from '../api';
import { forgetReported, readStash, stashOrder } from './payOrderStash';
import { createOrder } from './payment/createOrder';
import { applyResult } from './payment/paidOrder';
import {
  defaultIndex,
  initialPaymentState,
  paymentState,
  REDIRECT_METHODS,
  selectedProduct,
} from './payment/paymentState';
import { isCurrent, poll, stopPolling, WATCH_LIMIT_MS } from './payment/polling';
import { createResource } from './resource';

export * from './payment/paymentState';
export { POLL_INTERVAL_MS, WATCH_LIMIT_MS } from './payment/polling';

const products = createResource<void, Product[]>({
  at: () => paymentState.products,
  fetch: async (_, client) => {
    const reply = await client.call('getPayProducts');
    return reply.ok ? { ...reply, data: reply.data.products } : reply;
  },
  onLoaded: (items) => {
    // Chosen before the packages were known (-1: no index asked for), or out of range.
    const chosen = paymentState.selectedIndex;
    if (chosen < 0 || chosen >= items.length) paymentState.selectedIndex = defaultIndex(items);
  },
});

export const paymentActions = {
  /** The packages, once per page load (they rarely change). */
  loadProducts(client: ApiClient = api) {
    return products.load(undefined, { client });
  },

  /**
   * A dialog or page opens on the packages: `index` preselects one (the VIP dialog's index), else
   * the recommended one. Whatever order was shown before is dropped.
   */
  begin(index?: number) {
    paymentActions.close();
    const items = paymentState.products.data ?? [];
    const asked = index !== undefined && index >= 0 ? index : -1;
    // Before the packages arrive, -1 stands for "the recommended one" (see loadProducts).
    if (items.length === 0) paymentState.selectedIndex = asked;
    else
      paymentState.selectedIndex = asked >= 0 && asked < items.length ? asked : defaultIndex(items);
  },

  selectPackage(index: number) {
    if (paymentState.status === 'creating') return;
    paymentState.selectedIndex = index;
    paymentActions.dropOrder();
  },

  chooseMethod(method: PayMethod) {
    if (paymentState.status === 'creating') return;
    paymentState.method = method;
    paymentActions.dropOrder();
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

  /**
   * Back from a redirect method's pay page (/vip?orderId=): polls that order's result at once and
   * then every 2 s until it is final.
   */
  async watchOrder(orderId: string, client: ApiClient = api) {
    const mine = stopPolling();
    const stashed = readStash(orderId);
    Object.assign(paymentState, {
      status: 'pending',
      order: stashed && ref(stashed),
      orderId,
      paid: null,
      error: undefined,
    });
    const reply = await client.call('getPayResult', { params: { orderId } });
    if (!isCurrent(mine)) return;
    if (!reply.ok) {
      Object.assign(paymentState, { status: 'error', error: reply.msg });
      return;
    }
    if (await applyResult(reply.data, client)) return;
    poll(orderId, stashed ? stashed.expireAt * 1000 : Date.now() + WATCH_LIMIT_MS, client);
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

  /** Back to choosing (another package or method): the shown order is no longer watched. */
  dropOrder() {
    stopPolling();
    Object.assign(paymentState, {
      status: 'idle',
      order: null,
      orderId: null,
      paid: null,
      error: undefined,
    });
  },

  /** The dialog or page that showed the order went away: polling stops. */
  close() {
    paymentActions.dropOrder();
  },

  /** Tests: everything back to the start. */
  reset() {
    stopPolling();
    products.reset();
    forgetReported();
    Object.assign(paymentState, initialPaymentState());
  },
};

export const usePayment = () => useSnapshot(paymentState);
