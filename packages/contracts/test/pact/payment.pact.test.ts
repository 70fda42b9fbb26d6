/**
 * The payment group through the real client: packages, an order by each method, cancelling a
 * cools order and reading a result. Orders belong to the user a login state creates; an
 * interaction about an existing order gets its id from a provider state (`${orderId}`).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, loginRequiredReply, sessionHeaders } from './session';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const buyer = { email: 'buyer@xinghe.test' };
const EXAMPLE_ORDER_ID = 'ord_Q3x9Lm2Vb7Kp1Zt8Rw4Y';
const orderIdFromState = MatchersV3.fromProviderState('${orderId}', EXAMPLE_ORDER_ID);

const order = (overrides: Record<string, unknown>) => ({
  orderId: EXAMPLE_ORDER_ID,
  method: 'alipay',
  productId: 1,
  amount: 25,
  currency: 'CNY',
  status: 'pending',
  expireAt: 1780316100,
  payUrl: `http://127.0.0.1:3000/__dev/pay/${EXAMPLE_ORDER_ID}`,
  ...overrides,
});

const client = (url: string) => clientFor(url);

describe('GET /api/v1/pay/product', () => {
  it('lists the VIP packages', () =>
    pact
      .addInteraction()
      .given('the VIP packages are on sale')
      .uponReceiving('a request for the VIP packages')
      .withRequest('GET', '/api/v1/pay/product', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getPayProducts.response,
            ok({
              products: [
                {
                  id: 1,
                  name: '月卡',
                  days: 30,
                  price: 25,
                  originalPrice: 30,
                  pDesc: '每天不到1元，畅看全站',
                  recommended: false,
                  plan: 'month',
                },
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getPayProducts');
        expect(result.ok && result.data.products[0]?.pDesc).toBeTruthy();
      }));
});

describe('POST /api/v1/pay/qrcode', () => {
  it('creates an Alipay order with the QR payload', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has no orders awaiting payment', buyer)
      .uponReceiving('a request for an Alipay QR code order')
      .withRequest('POST', '/api/v1/pay/qrcode', (b) =>
        b.headers(sessionHeaders).jsonBody({ productId: 1, channel: 'alipay' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.createQrcodePay.response, ok(order({})))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('createQrcodePay', {
          params: { productId: 1, channel: 'alipay' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.payUrl).toMatch(/^http/);
      }));

  it('asks a visitor to log in (code 401)', () =>
    pact
      .addInteraction()
      .given('the VIP packages are on sale')
      .uponReceiving('a visitor asking for a QR code order')
      .withRequest('POST', '/api/v1/pay/qrcode', (b) =>
        b.headers(clientHeaders).jsonBody({ productId: 1, channel: 'wechat' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(loginRequiredReply))
      .executeTest(async (server) => {
        const result = await client(server.url).call('createQrcodePay', {
          params: { productId: 1, channel: 'wechat' },
        });
        expect(result).toEqual({ ok: false, code: 401, msg: '请先登录' });
      }));
});

describe('POST /api/v1/pay/paypal/choose', () => {
  it('creates a PayPal order in USD to redirect to', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has no orders awaiting payment', buyer)
      .uponReceiving('a request for a PayPal order with a return path')
      .withRequest('POST', '/api/v1/pay/paypal/choose', (b) =>
        b.headers(sessionHeaders).jsonBody({ productId: 1, returnUrl: '/vip' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.choosePaypal.response,
            ok(order({ method: 'paypal', amount: 3.57, currency: 'USD' })),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('choosePaypal', {
          params: { productId: 1, returnUrl: '/vip' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.currency).toBe('USD');
      }));

  it('refuses a return address on another site (code 400 返回地址无效)', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has no orders awaiting payment', buyer)
      .uponReceiving('a request for a PayPal order returning to another site')
      .withRequest('POST', '/api/v1/pay/paypal/choose', (b) =>
        b.headers(sessionHeaders).jsonBody({ productId: 1, returnUrl: '//evil.example' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 400, msg: '返回地址无效', data: null }))
      .executeTest(async (server) => {
        const result = await client(server.url).call('choosePaypal', {
          params: { productId: 1, returnUrl: '//evil.example' },
          token: EXAMPLE_TOKEN,
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '返回地址无效' });
      }));
});

describe('POST /api/v1/pay/direct/create', () => {
  it('creates a card order with its checkout page', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has no orders awaiting payment', buyer)
      .uponReceiving('a request for a card order')
      .withRequest('POST', '/api/v1/pay/direct/create', (b) =>
        b.headers(sessionHeaders).jsonBody({ productId: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.createDirectPay.response,
            ok(order({ method: 'card', amount: 3.57, currency: 'USD' })),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('createDirectPay', {
          params: { productId: 1 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.method).toBe('card');
      }));
});

describe('POST /api/v1/pay/cools/create', () => {
  it('creates a USDT order with a wallet address', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has no orders awaiting payment', buyer)
      .uponReceiving('a request for a cools order')
      .withRequest('POST', '/api/v1/pay/cools/create', (b) =>
        b.headers(sessionHeaders).jsonBody({ productId: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.createCoolsPay.response,
            ok(
              order({
                method: 'cools',
                amount: 3.57,
                currency: 'USDT',
                address: 'TQ7kV3n9sLwXy2bJ4mPzR8eH5cGt6uAdYf',
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('createCoolsPay', {
          params: { productId: 1 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.address).toBeTruthy();
      }));
});

describe('POST /api/v1/pay/cools/clean', () => {
  it('cancels my pending cools order', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .given('user {email} has a pending {method} order', { ...buyer, method: 'cools' })
      .uponReceiving('a request to cancel my pending cools order')
      .withRequest('POST', '/api/v1/pay/cools/clean', (b) =>
        b.headers(sessionHeaders).jsonBody({ orderId: orderIdFromState }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { cancelled: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('cleanCoolsPay', {
          params: { orderId: EXAMPLE_ORDER_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.cancelled).toBe(true);
      }));
});

describe('POST /api/v1/pay/result', () => {
  it('reports my pending order', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in without VIP', buyer)
      .given('user {email} has a pending {method} order', { ...buyer, method: 'wechat' })
      .uponReceiving('a request for the result of my pending order')
      .withRequest('POST', '/api/v1/pay/result', (b) =>
        b.headers(sessionHeaders).jsonBody({ orderId: orderIdFromState }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: {
            orderId: orderIdFromState,
            status: 'pending',
            productId: MatchersV3.integer(1),
            days: MatchersV3.integer(30),
            paidAt: null,
            expireTime: null,
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getPayResult', {
          params: { orderId: EXAMPLE_ORDER_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.status).toBe('pending');
      }));

  it('does not know an order that is not mine (code 404 订单不存在)', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', buyer)
      .uponReceiving('a request for the result of an unknown order')
      .withRequest('POST', '/api/v1/pay/result', (b) =>
        b.headers(sessionHeaders).jsonBody({ orderId: 'ord_AAAAAAAAAAAAAAAAAAAA' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 404, msg: '订单不存在', data: null }))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getPayResult', {
          params: { orderId: 'ord_AAAAAAAAAAAAAAAAAAAA' },
          token: EXAMPLE_TOKEN,
        });
        expect(result).toEqual({ ok: false, code: 404, msg: '订单不存在' });
      }));
});
