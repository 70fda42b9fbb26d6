import { answersByPath, fakeFetch } from '@xinghe/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedEvents } from '../analytics';
import { createSiteClient } from '../api';
import { paymentActions, paymentState, POLL_INTERVAL_MS } from './payment';
import { sessionActions, sessionState } from './session';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const nowS = Math.floor(NOW / 1000);

const products = [
  {
    id: 1,
    name: '月卡',
    days: 30,
    price: 25,
    originalPrice: 30,
    pDesc: '30天',
    recommended: false,
  },
  {
    id: 3,
    name: '年卡',
    days: 365,
    price: 238,
    originalPrice: 360,
    pDesc: '365天',
    recommended: true,
  },
];

const order = (method: string, extra: Record<string, unknown> = {}) => ({
  orderId: `o-${method}`,
  method,
  productId: 3,
  amount: method === 'paypal' ? 33 : 238,
  currency: method === 'paypal' ? 'USD' : method === 'cools' ? 'USDT' : 'CNY',
  status: 'pending',
  expireAt: nowS + 900,
  payUrl: `http://127.0.0.1/__dev/pay/o-${method}`,
  ...extra,
});
const result = (orderId: string, status: string) => ({
  orderId,
  status,
  productId: 3,
  days: 365,
  paidAt: status === 'paid' ? nowS + 4 : null,
  expireTime: status === 'paid' ? nowS + 365 * 86_400 : null,
});
const user = (expireTime: number | null) => ({
  id: 9,
  email: 'buyer@xinghe.test',
  expireTime,
  isVip: expireTime !== null,
  points: 0,
  inviteCode: 'abcd2345',
  createdAt: nowS - 100,
});
const envelope = (data: unknown) => ({ code: 0, msg: 'ok', data });

/**
 * The app's client over a fake server: each path answers from its own queue of envelopes (the
 * last answer repeats), and every request is recorded with its body.
 */
function fakeServer(answers: Record<string, unknown[]>) {
  const bodies = Object.fromEntries(
    Object.entries(answers).map(([path, list]) => [path, list.map((body) => ({ body }))]),
  );
  const { fetch, requests, calls } = fakeFetch(answersByPath(bodies));
  const client = createSiteClient({ fetch, getToken: () => 't.o.k' });
  return { client, requests, calls };
}

const events = () => trackedEvents().map((e) => [e[1], e[2]] as [string, Record<string, unknown>]);
const eventNames = () => events().map(([name]) => name);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  window.dataLayer = [];
  sessionStorage.clear();
  sessionActions.acceptUser({ email: 'buyer@xinghe.test' });
});
afterEach(() => {
  paymentActions.reset();
  sessionActions.signOut();
  vi.useRealTimers();
});

describe('payment store', () => {
  it('loads the packages once and preselects the recommended one', async () => {
    const server = fakeServer({ '/api/v1/pay/product': [envelope({ products })] });
    await paymentActions.loadProducts(server.client);
    await paymentActions.loadProducts(server.client);
    expect(server.calls('/api/v1/pay/product')).toHaveLength(1);
    paymentActions.begin();
    expect(paymentState.selectedIndex).toBe(1);
    paymentActions.begin(0);
    expect(paymentState.selectedIndex).toBe(0);
    paymentActions.begin(7); // not a package: the recommended one
    expect(paymentState.selectedIndex).toBe(1);
  });

  it('pays by QR: creates the order with its channel, polls every 2 s, and on paid flips VIP', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [envelope(order('wechat'))],
      '/api/v1/pay/result': [
        envelope(result('o-wechat', 'pending')),
        envelope(result('o-wechat', 'paid')),
      ],
      '/user/verifyToken': [envelope(user(nowS + 365 * 86_400))],
    });
    await paymentActions.loadProducts(server.client);
    paymentActions.begin();
    paymentActions.chooseMethod('wechat');
    const created = await paymentActions.pay(server.client);
    expect(created?.orderId).toBe('o-wechat');
    expect(server.calls('/api/v1/pay/qrcode')[0]?.body).toEqual({
      productId: 3,
      channel: 'wechat',
    });
    expect(paymentState.status).toBe('pending');
    expect(paymentState.order?.payUrl).toContain('/__dev/pay/o-wechat');
    expect(sessionState.isVip).toBe(false);

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls('/api/v1/pay/result')[0]?.body).toEqual({ orderId: 'o-wechat' });
    expect(paymentState.status).toBe('pending');

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(paymentState.status).toBe('paid');
    expect(paymentState.paid).toEqual({ days: 365, expireTime: nowS + 365 * 86_400 });
    expect(sessionState.isVip).toBe(true);
    expect(server.calls('/user/verifyToken')).toHaveLength(1);
    expect(sessionState.userInfo?.email).toBe('buyer@xinghe.test');

    // Paid is final: no more polling.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(2);

    expect(eventNames()).toEqual(['buy_VIP', 'payment_display', 'pay_success', 'purchase']);
    const purchase = events().find(([name]) => name === 'purchase')?.[1];
    expect(purchase).toMatchObject({
      transaction_id: 'o-wechat',
      value: 238,
      currency: 'CNY',
      items: [{ item_id: '3', item_name: '年卡', price: 238, quantity: 1 }],
    });
  });

  it('asks for each method by its own endpoint; redirect methods come back to /vip', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [envelope(order('alipay'))],
      '/api/v1/pay/paypal/choose': [envelope(order('paypal'))],
      '/api/v1/pay/direct/create': [envelope(order('card'))],
      '/api/v1/pay/cools/create': [
        envelope(order('cools', { address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' })),
      ],
    });
    await paymentActions.loadProducts(server.client);
    paymentActions.begin(0);
    for (const method of ['alipay', 'paypal', 'card', 'cools'] as const) {
      paymentActions.chooseMethod(method);
      await paymentActions.pay(server.client);
      expect(paymentState.order?.method).toBe(method);
    }
    expect(server.calls('/api/v1/pay/qrcode')[0]?.body).toEqual({
      productId: 1,
      channel: 'alipay',
    });
    expect(server.calls('/api/v1/pay/paypal/choose')[0]?.body).toEqual({
      productId: 1,
      returnUrl: '/vip',
    });
    expect(server.calls('/api/v1/pay/direct/create')[0]?.body).toEqual({
      productId: 1,
      returnUrl: '/vip',
    });
    expect(server.calls('/api/v1/pay/cools/create')[0]?.body).toEqual({ productId: 1 });
    expect(paymentState.order?.address).toBe('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
  });

  it('stops polling when the dialog closes', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [envelope(order('alipay'))],
      '/api/v1/pay/result': [envelope(result('o-alipay', 'pending'))],
    });
    await paymentActions.loadProducts(server.client);
    await paymentActions.pay(server.client);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(2);
    paymentActions.close();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(2);
    expect(paymentState.status).toBe('idle');
    expect(paymentState.order).toBeNull();
  });

  it('gives up once the order itself has expired, and shows it expired', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [envelope(order('alipay', { expireAt: nowS + 5 }))],
      '/api/v1/pay/result': [envelope(result('o-alipay', 'pending'))],
    });
    await paymentActions.loadProducts(server.client);
    await paymentActions.pay(server.client);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(2); // at 2 s and 4 s, not at 6 s
    expect(paymentState.status).toBe('expired');
    expect(sessionState.isVip).toBe(false);
  });

  it('shows a status the server reports as final (expired) without asking again', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [envelope(order('alipay'))],
      '/api/v1/pay/result': [envelope(result('o-alipay', 'expired'))],
    });
    await paymentActions.loadProducts(server.client);
    await paymentActions.pay(server.client);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(paymentState.status).toBe('expired');
    expect(server.calls('/api/v1/pay/result')).toHaveLength(1);
  });

  it('cancels a cools order: polling stops and it shows cancelled', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/cools/create': [envelope(order('cools', { address: 'Taddr' }))],
      '/api/v1/pay/cools/clean': [envelope({ cancelled: true })],
      '/api/v1/pay/result': [envelope(result('o-cools', 'pending'))],
    });
    await paymentActions.loadProducts(server.client);
    paymentActions.chooseMethod('cools');
    await paymentActions.pay(server.client);
    expect(await paymentActions.cancel(server.client)).toBe(true);
    expect(server.calls('/api/v1/pay/cools/clean')[0]?.body).toEqual({ orderId: 'o-cools' });
    expect(paymentState.status).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(server.calls('/api/v1/pay/result')).toHaveLength(0);
  });

  it('shows the server refusal when creating fails', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/qrcode': [{ code: 404, msg: '套餐不存在', data: null }],
    });
    await paymentActions.loadProducts(server.client);
    expect(await paymentActions.pay(server.client)).toBeNull();
    expect(paymentState).toMatchObject({ status: 'error', error: '套餐不存在', order: null });
    expect(eventNames()).toEqual(['buy_VIP']);
  });

  it('back from a redirect method: reads the result at once and reports the stashed amount', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/paypal/choose': [envelope(order('paypal'))],
      '/api/v1/pay/result': [envelope(result('o-paypal', 'paid'))],
      '/user/verifyToken': [envelope(user(nowS + 365 * 86_400))],
    });
    await paymentActions.loadProducts(server.client);
    paymentActions.chooseMethod('paypal');
    await paymentActions.pay(server.client);
    paymentActions.close(); // the viewer left for the pay page
    window.dataLayer = [];

    await paymentActions.watchOrder('o-paypal', server.client);
    expect(paymentState.status).toBe('paid');
    expect(sessionState.isVip).toBe(true);
    expect(eventNames()).toEqual(['pay_success', 'purchase']);
    expect(events()[1]?.[1]).toMatchObject({
      value: 33,
      currency: 'USD',
      transaction_id: 'o-paypal',
    });
  });

  it('a result seen twice is reported to analytics once', async () => {
    const server = fakeServer({
      '/api/v1/pay/product': [envelope({ products })],
      '/api/v1/pay/result': [envelope(result('o-card', 'paid'))],
      '/user/verifyToken': [envelope(user(nowS + 365 * 86_400))],
    });
    await paymentActions.loadProducts(server.client);
    await paymentActions.watchOrder('o-card', server.client);
    await paymentActions.watchOrder('o-card', server.client);
    expect(eventNames()).toEqual(['pay_success', 'purchase']);
  });

  it('an unknown order ends with the server message and no polling', async () => {
    const server = fakeServer({
      '/api/v1/pay/result': [{ code: 404, msg: '订单不存在', data: null }],
    });
    await paymentActions.watchOrder('nope', server.client);
    expect(paymentState).toMatchObject({ status: 'error', error: '订单不存在' });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(server.requests).toHaveLength(1);
  });
});

describe('payment store before the packages arrive', () => {
  it('a dialog opened early still preselects the recommended package, or the asked index', async () => {
    const server = fakeServer({ '/api/v1/pay/product': [envelope({ products })] });
    paymentActions.begin();
    await paymentActions.loadProducts(server.client);
    expect(paymentState.selectedIndex).toBe(1);
    paymentActions.reset();
    paymentActions.begin(0);
    await paymentActions.loadProducts(server.client);
    expect(paymentState.selectedIndex).toBe(0);
  });
});
