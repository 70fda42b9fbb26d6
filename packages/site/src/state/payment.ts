/**
 * Buying VIP (SPEC section 2 "VIP dialog", /vip): the payment store. The packages are loaded by
 * `payment/products`, an order is created per method (`payment/order`), then watched until it is
 * final (`payment/polling`), and its result applied (`payment/paidOrder`); the state and its types
 * are in `payment/paymentState`.
 */
import { useSnapshot } from 'valtio';
import { forgetReported } from './payOrderStash';
import { dropOrder, orderActions } from './payment/order';
import { initialPaymentState, paymentState } from './payment/paymentState';
import { stopPolling, watchOrder } from './payment/polling';
import { productActions } from './payment/products';

export * from './payment/paymentState';
export { POLL_INTERVAL_MS, WATCH_LIMIT_MS } from './payment/polling';

const { resetProducts, ...products } = productActions;

export const paymentActions = {
  ...products,
  ...orderActions,
  watchOrder,

  /** The dialog or page that showed the order went away: polling stops. */
  close() {
    dropOrder();
  },

  /** Tests: everything back to the start. */
  reset() {
    stopPolling();
    resetProducts();
    forgetReported();
    Object.assign(paymentState, initialPaymentState());
  },
};

export const usePayment = () => useSnapshot(paymentState);
