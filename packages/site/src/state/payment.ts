/**
 * Buying VIP (SPEC section 2 "VIP dialog", /vip; issue 5 payments): the packages, the package and
 * payment method picked, the order being paid and its result. An order is created per method, then
 * `pay/result` is polled every 2 s while something shows it, until it is paid, cancelled or expired
 * (or its own expiry passes). A paid order refreshes the session so `isVip` flips and the VIP perks
 * (the 蓝光 line) unlock without a reload.
 */
import {
  ErrorCode,
  type PayMethod,
  type PayOrder,
  type PayResult,
  type PayStatus,
  type Product,
} from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { track } from '../analytics.ts';
import { api, type ApiClient } from '../api.ts';
import { forgetReported, readStash, stashOrder } from './payOrderStash.ts';
import { reportPurchaseOnce } from './purchaseReport.ts';
import { sessionActions } from './session.ts';
import { refusedToken } from './signedIn.ts';

/** Methods that leave the site for the pay page and come back to /vip?orderId=. */
export const REDIRECT_METHODS: ReadonlySet<PayMethod> = new Set(['paypal', 'card']);

/** Where the pay page sends a redirect method back to (same-site path, see the contract). */
export const PAY_RETURN_PATH = '/vip';

export const POLL_INTERVAL_MS = 2_000;

/** With no known order expiry (a return from a redirect), polling gives up after this long. */
export const WATCH_LIMIT_MS = 15 * 60_000;

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface PaymentState {
  products: {
    status: 'idle' | 'loading' | 'loaded' | 'error';
    items: Kept<Product[]>;
    error?: string;
  };
  /** Index into `products.items` (the VIP dialog's `index`); -1 until the packages are known. */
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

const initialState = (): PaymentState => ({
  products: { status: 'idle', items: ref([]) },
  selectedIndex: 0,
  method: 'alipay',
  status: 'idle',
  order: null,
  orderId: null,
  paid: null,
});

export const paymentState = proxy<PaymentState>(initialState());

/** The package a fresh dialog preselects: the recommended one, else the first. */
export function defaultIndex(products: readonly Product[]): number {
  return Math.max(
    0,
    products.findIndex((p) => p.recommended),
  );
}

export const selectedProduct = (): Product | undefined =>
  paymentState.products.items[paymentState.selectedIndex];

// ---- polling ------------------------------------------------------------------------------------

let pollTimer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every new order, watch or stop: replies for an older one are dropped. */
let generation = 0;

function stopPolling() {
  if (pollTimer !== null) clearTimeout(pollTimer);
  pollTimer = null;
  generation++;
}

/** Polls `pay/result` for `orderId` until a final status or `deadlineMs` (epoch ms) passes. */
function poll(orderId: string, deadlineMs: number, client: ApiClient) {
  stopPolling();
  const mine = generation;
  const tick = async () => {
    pollTimer = null;
    if (mine !== generation) return;
    if (Date.now() >= deadlineMs) {
      paymentState.status = 'expired';
      return;
    }
    const reply = await client.call('getPayResult', { params: { orderId } });
    if (mine !== generation) return;
    if (reply.ok) {
      if (reply.data.status === 'paid') {
        await settlePaid(reply.data, client);
        return;
      }
      if (reply.data.status !== 'pending') {
        paymentState.status = reply.data.status;
        return;
      }
    } else if (refusedToken(reply.code) || reply.code === ErrorCode.NotFound) {
      // Logged out under us, or not an order of this user: nothing more to learn.
      paymentState.status = 'error';
      paymentState.error = reply.msg;
      return;
    }
    // Pending, or a network blip: ask again later.
    pollTimer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
  };
  pollTimer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
}

// ---- paid ---------------------------------------------------------------------------------------

/** The user as the server now sees them (token check), merged into the session. */
export async function refreshUser(client: ApiClient = api): Promise<boolean> {
  const reply = await client.call('verifyToken');
  if (!reply.ok) {
    refusedToken(reply.code);
    return false;
  }
  sessionActions.acceptUser(reply.data);
  return true;
}

async function settlePaid(result: PayResult, client: ApiClient) {
  paymentState.status = 'paid';
  paymentState.paid = { days: result.days, expireTime: result.expireTime };
  // The result already carries the new expiry: VIP flips at once, the token check confirms it.
  if (result.expireTime !== null) sessionActions.acceptUser({ expireTime: result.expireTime });
  reportPurchase(result);
  await refreshUser(client);
}

function reportPurchase(result: PayResult) {
  const shown = paymentState.order?.orderId === result.orderId ? paymentState.order : null;
  const product = paymentState.products.items.find((p) => p.id === result.productId);
  reportPurchaseOnce(result, shown, product);
}

// ---- actions ------------------------------------------------------------------------------------

export const paymentActions = {
  /** The packages, once per page load (they rarely change). */
  async loadProducts(client: ApiClient = api) {
    const { status } = paymentState.products;
    if (status === 'loaded' || status === 'loading') return;
    paymentState.products = { status: 'loading', items: ref([]) };
    const reply = await client.call('getPayProducts');
    if (!reply.ok) {
      paymentState.products = { status: 'error', items: ref([]), error: reply.msg };
      return;
    }
    const items = reply.data.products;
    paymentState.products = { status: 'loaded', items: ref(items) };
    // Chosen before the packages were known (-1: no index asked for), or out of range.
    const chosen = paymentState.selectedIndex;
    if (chosen < 0 || chosen >= items.length) paymentState.selectedIndex = defaultIndex(items);
  },

  /**
   * A dialog or page opens on the packages: `index` preselects one (the VIP dialog's index), else
   * the recommended one. Whatever order was shown before is dropped.
   */
  begin(index?: number) {
    paymentActions.close();
    const items = paymentState.products.items;
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
    stopPolling();
    const mine = generation;
    Object.assign(paymentState, {
      status: 'creating',
      order: null,
      orderId: null,
      paid: null,
      error: undefined,
    });
    track('buy_VIP', { action: 'pay', product_id: product.id, method, value: product.price });
    const productId = product.id;
    const reply =
      method === 'alipay' || method === 'wechat'
        ? await client.call('createQrcodePay', { params: { productId, channel: method } })
        : method === 'paypal'
          ? await client.call('choosePaypal', { params: { productId, returnUrl: PAY_RETURN_PATH } })
          : method === 'card'
            ? await client.call('createDirectPay', {
                params: { productId, returnUrl: PAY_RETURN_PATH },
              })
            : await client.call('createCoolsPay', { params: { productId } });
    if (mine !== generation) return null; // closed or replaced meanwhile
    if (!reply.ok) {
      refusedToken(reply.code);
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
    stopPolling();
    const stashed = readStash(orderId);
    Object.assign(paymentState, {
      status: 'pending',
      order: stashed && ref(stashed),
      orderId,
      paid: null,
      error: undefined,
    });
    const mine = generation;
    const reply = await client.call('getPayResult', { params: { orderId } });
    if (mine !== generation) return;
    if (!reply.ok) {
      refusedToken(reply.code);
      Object.assign(paymentState, { status: 'error', error: reply.msg });
      return;
    }
    if (reply.data.status === 'paid') await settlePaid(reply.data, client);
    else if (reply.data.status !== 'pending') paymentState.status = reply.data.status;
    else poll(orderId, stashed ? stashed.expireAt * 1000 : Date.now() + WATCH_LIMIT_MS, client);
  },

  /** Cancels the shown cools order (取消订单). */
  async cancel(client: ApiClient = api): Promise<boolean> {
    const order = paymentState.order;
    if (!order || paymentState.status !== 'pending') return false;
    const reply = await client.call('cleanCoolsPay', { params: { orderId: order.orderId } });
    if (paymentState.orderId !== order.orderId) return false;
    if (!reply.ok) {
      refusedToken(reply.code);
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
    forgetReported();
    Object.assign(paymentState, initialState());
  },
};

export const usePayment = () => useSnapshot(paymentState);
