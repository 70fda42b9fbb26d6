/**
 * The payment group and the dev pay page, through `app.inject`: what each create method replies,
 * who may see an order, paying exactly once, forging and replaying, expiry, return addresses.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CleanedCoolsPay,
  InviteInfo,
  PayOrder,
  PayResult,
  ProductList,
} from '@xinghe/contracts';
import { as, buildPaymentApi, expireTimeOf, newAccount, testClock } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildPaymentApi(clock);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const DAY = 86_400;
const nowSeconds = () => Math.floor(clock.now() / 1000);
const ORDER_ID = /^ord_[0-9A-Za-z]{20}$/;
const HOST_HEADERS = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.xinghe.test' };

async function createOrder(
  token: string,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = HOST_HEADERS,
) {
  return as<PayOrder>(app, token, { method: 'POST', url, payload, headers });
}

async function qrcodeOrder(token: string, productId = 1): Promise<PayOrder> {
  const { body } = await createOrder(token, '/api/v1/pay/qrcode', { productId, channel: 'alipay' });
  expect(body.code).toBe(0);
  return body.data;
}

const payPage = (orderId: string) => app.inject({ method: 'GET', url: `/__dev/pay/${orderId}` });
const pay = (orderId: string) =>
  app.inject({
    method: 'POST',
    url: `/__dev/pay/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const result = (token: string, orderId: string) =>
  as<PayResult>(app, token, { method: 'POST', url: '/api/v1/pay/result', payload: { orderId } });

describe('GET /api/v1/pay/product', () => {
  it('lists the four packages with prices in yuan, the year card recommended', async () => {
    const { body } = await as<ProductList>(app, undefined, {
      method: 'GET',
      url: '/api/v1/pay/product',
    });
    expect(body.code).toBe(0);
    expect(
      body.data.products.map(({ name, days, price, originalPrice, recommended }) => ({
        name,
        days,
        price,
        originalPrice,
        recommended,
      })),
    ).toEqual([
      { name: '月卡', days: 30, price: 25, originalPrice: 30, recommended: false },
      { name: '季卡', days: 90, price: 68, originalPrice: 90, recommended: false },
      { name: '年卡', days: 365, price: 238, originalPrice: 360, recommended: true },
      { name: '周卡', days: 7, price: 8, originalPrice: 8, recommended: false },
    ]);
    for (const product of body.data.products) expect(product.pDesc).not.toBe('');
  });
});

describe('creating orders', () => {
  it('qrcode: a CNY order whose payUrl is the absolute pay page on the forwarded origin', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/qrcode', {
      productId: 3,
      channel: 'wechat',
    });
    expect(body).toMatchObject({
      code: 0,
      data: {
        method: 'wechat',
        productId: 3,
        amount: 238,
        currency: 'CNY',
        status: 'pending',
        expireAt: nowSeconds() + 15 * 60,
      },
    });
    expect(body.data.orderId).toMatch(ORDER_ID);
    expect(body.data.payUrl).toBe(`https://www.xinghe.test/__dev/pay/${body.data.orderId}`);
    expect(body.data).not.toHaveProperty('address');
  });

  it('takes the origin from the Host header when nothing is forwarded', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(
      buyer.token,
      '/api/v1/pay/qrcode',
      { productId: 1, channel: 'alipay' },
      { host: '127.0.0.1:4351' },
    );
    expect(body.data.payUrl).toBe(`http://127.0.0.1:4351/__dev/pay/${body.data.orderId}`);
  });

  it('paypal: USD at price / 7, rounded to cents', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/paypal/choose', {
      productId: 1,
      returnUrl: '/vip',
    });
    expect(body).toMatchObject({
      code: 0,
      data: { method: 'paypal', productId: 1, amount: 3.57, currency: 'USD', status: 'pending' },
    });
    expect(body.data.payUrl).toBe(`https://www.xinghe.test/__dev/pay/${body.data.orderId}`);
  });

  it('direct: a card order in USD', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/direct/create', { productId: 2 });
    expect(body).toMatchObject({
      code: 0,
      data: { method: 'card', productId: 2, amount: 9.71, currency: 'USD', status: 'pending' },
    });
  });

  it('cools: a USDT order with a wallet address', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/cools/create', { productId: 3 });
    expect(body).toMatchObject({
      code: 0,
      data: { method: 'cools', productId: 3, amount: 34, currency: 'USDT', status: 'pending' },
    });
    expect(body.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('gives every order its own unguessable id', async () => {
    const buyer = await newAccount(app);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await qrcodeOrder(buyer.token)).orderId);
    expect(ids.size).toBe(5);
  });

  it('refuses an unknown package: 404 套餐不存在', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/cools/create', { productId: 99 });
    expect(body).toEqual({ code: 404, msg: '套餐不存在', data: null });
  });

  it('refuses an unknown qrcode channel with a Chinese message, never a 500', async () => {
    const buyer = await newAccount(app);
    const { status, body } = await createOrder(buyer.token, '/api/v1/pay/qrcode', {
      productId: 1,
      channel: 'bitcoin',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/参数错误/);
  });

  it.each([
    ['/api/v1/pay/qrcode', { productId: 1, channel: 'alipay' }],
    ['/api/v1/pay/paypal/choose', { productId: 1 }],
    ['/api/v1/pay/direct/create', { productId: 1 }],
    ['/api/v1/pay/cools/create', { productId: 1 }],
    ['/api/v1/pay/cools/clean', { orderId: 'ord_x' }],
    ['/api/v1/pay/result', { orderId: 'ord_x' }],
  ])('%s asks a visitor to log in', async (url, payload) => {
    const { body } = await as(app, undefined, { method: 'POST', url, payload });
    expect(body).toEqual({ code: 401, msg: '请先登录', data: null });
  });
});

describe('returnUrl', () => {
  it.each([
    '//evil.com',
    '/..//evil.example/phish',
    'https://evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    'vip',
    '',
  ])('refuses %j: 400 返回地址无效', async (returnUrl) => {
    const buyer = await newAccount(app);
    for (const url of ['/api/v1/pay/paypal/choose', '/api/v1/pay/direct/create']) {
      const { body } = await createOrder(buyer.token, url, { productId: 1, returnUrl });
      expect(body, url).toEqual({ code: 400, msg: '返回地址无效', data: null });
    }
  });

  it('after paying, redirects to the same-site path with ?orderId= appended to its query', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/paypal/choose', {
      productId: 4,
      returnUrl: '/vip?from=dialog#pay',
    });
    const reply = await pay(body.data.orderId);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`/vip?from=dialog&orderId=${body.data.orderId}#pay`);
  });

  it('never writes a location off the site, even for an order stored before the check', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/direct/create', {
      productId: 4,
      returnUrl: '/vip',
    });
    app.db
      .prepare('UPDATE orders SET return_url = ? WHERE id = ?')
      .run('/..//evil.example/phish', body.data.orderId);
    const reply = await pay(body.data.orderId);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body).toContain('支付成功');
  });

  it('redirects to a path without a query with ?orderId=', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/direct/create', {
      productId: 4,
      returnUrl: '/vip',
    });
    const reply = await pay(body.data.orderId);
    expect(reply.headers.location).toBe(`/vip?orderId=${body.data.orderId}`);
  });
});

describe('the dev pay page', () => {
  it('shows the order with a plain form and no script', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token, 3);
    const page = await payPage(order.orderId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('年卡');
    expect(page.body).toContain('¥238.00');
    expect(page.body).toContain('支付宝');
    expect(page.body).toMatch(/<form method="post">\s*<button type="submit">确认支付<\/button>/);
    expect(page.body).not.toMatch(/<script|javascript:|https?:\/\//i);
  });

  it('pays once: marks the order paid and extends VIP by the package days', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token, 1);
    expect(expireTimeOf(app, buyer.id)).toBeNull();

    const reply = await pay(order.orderId);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('支付成功');
    const expected = nowSeconds() + 30 * DAY;
    expect(expireTimeOf(app, buyer.id)).toBe(expected);

    const { body } = await result(buyer.token, order.orderId);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        orderId: order.orderId,
        status: 'paid',
        productId: 1,
        days: 30,
        paidAt: nowSeconds(),
        expireTime: expected,
      },
    });
  });

  it('a replayed payment says 订单已支付 and changes nothing', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token, 4);
    await pay(order.orderId);
    const afterFirst = expireTimeOf(app, buyer.id);

    clock.advance(60);
    for (let i = 0; i < 3; i++) {
      const replay = await pay(order.orderId);
      expect(replay.statusCode).toBe(409);
      expect(replay.body).toContain('订单已支付');
      expect(replay.body).not.toContain('<form');
    }
    expect(expireTimeOf(app, buyer.id)).toBe(afterFirst);
    expect((await payPage(order.orderId)).body).toContain('订单已支付');
    expect((await result(buyer.token, order.orderId)).body.data.paidAt).toBe(nowSeconds() - 60);
  });

  it('two orders both count: VIP days add up from the current expiry', async () => {
    const buyer = await newAccount(app);
    const first = await qrcodeOrder(buyer.token, 4);
    const second = await qrcodeOrder(buyer.token, 4);
    await pay(first.orderId);
    await pay(second.orderId);
    expect(expireTimeOf(app, buyer.id)).toBe(nowSeconds() + 14 * DAY);
  });

  it('an expired order cannot be paid (订单已过期) and reports expired', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token);
    clock.advance(15 * 60);
    expect((await result(buyer.token, order.orderId)).body.data.status).toBe('expired');
    expect((await payPage(order.orderId)).body).toContain('订单已过期');
    const reply = await pay(order.orderId);
    expect(reply.body).toContain('订单已过期');
    expect(expireTimeOf(app, buyer.id)).toBeNull();
  });

  it('an order one second before its expiry can still be paid', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token);
    clock.advance(15 * 60 - 1);
    expect((await pay(order.orderId)).body).toContain('支付成功');
  });

  it('an unknown order id: 404 订单不存在', async () => {
    for (const reply of [await payPage('ord_AAAAAAAAAAAAAAAAAAAA'), await pay('ord_nope')]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toContain('订单不存在');
    }
    const long = await pay(`ord_${'x'.repeat(80)}`);
    expect(long.statusCode).toBe(404);
  });

  it('answers an over-long or slashed order id with its HTML 订单不存在 page, not JSON', async () => {
    for (const orderId of [`ord_${'x'.repeat(200)}`, 'x'.repeat(5000), 'ord_a/b']) {
      for (const reply of [await payPage(orderId), await pay(orderId)]) {
        expect(reply.statusCode).toBe(404);
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.body).toContain('<p class="status" role="status">订单不存在</p>');
      }
    }
  });

  it('escapes what it shows', async () => {
    const reply = await payPage('<img src=x>');
    expect(reply.body).not.toContain('<img');
  });
});

describe("the dev pay page: an invited account's payment", () => {
  /** What register does for an account that came through an invite link. */
  const invite = (inviterId: number, friendId: number) =>
    app.db.prepare('UPDATE users SET invited_by = ? WHERE id = ?').run(inviterId, friendId);
  const earned = async (token: string) =>
    (await as<InviteInfo>(app, token, { method: 'GET', url: '/user/invite' })).body.data;
  const payFor = async (token: string) => {
    const order = await qrcodeOrder(token, 4);
    expect((await pay(order.orderId)).body).toContain('支付成功');
  };

  it('credits the inviter 100 points at its first payment, once, and never before', async () => {
    const inviter = await newAccount(app, 'inviter');
    const friend = await newAccount(app, 'friend');
    invite(inviter.id, friend.id);
    expect(await earned(inviter.token)).toMatchObject({ invitedCount: 1, pointsEarned: 0 });

    await payFor(friend.token);
    expect(await earned(inviter.token)).toMatchObject({ invitedCount: 1, pointsEarned: 100 });
    await payFor(friend.token);
    expect((await earned(inviter.token)).pointsEarned).toBe(100);
    // The buyer's own points do not change: the credit is the inviter's.
    expect((await earned(friend.token)).pointsEarned).toBe(0);
  });

  it('credits an inviter for at most 5 invited accounts a day', async () => {
    const inviter = await newAccount(app, 'busy-inviter');
    const friends = [];
    for (let i = 0; i < 6; i++) {
      const friend = await newAccount(app, 'farmed');
      invite(inviter.id, friend.id);
      friends.push(friend);
    }
    for (const friend of friends) await payFor(friend.token);
    expect((await earned(inviter.token)).pointsEarned).toBe(500);

    // The next day the sixth account's next payment counts.
    clock.advance(DAY);
    await payFor(friends[5]!.token);
    expect((await earned(inviter.token)).pointsEarned).toBe(600);
  });
});

describe('POST /api/v1/pay/result', () => {
  it('reports a pending order and never changes it (a forged result marks nothing paid)', async () => {
    const buyer = await newAccount(app);
    const order = await qrcodeOrder(buyer.token);
    const forged = await as<PayResult>(app, buyer.token, {
      method: 'POST',
      url: '/api/v1/pay/result',
      payload: { orderId: order.orderId, status: 'paid', paidAt: 1, expireTime: 9_999_999_999 },
    });
    expect(forged.body.data).toMatchObject({ status: 'pending', paidAt: null, expireTime: null });
    expect(expireTimeOf(app, buyer.id)).toBeNull();
    expect((await payPage(order.orderId)).body).toContain('确认支付');
  });

  it("another user's order is as unknown as none: 404 订单不存在", async () => {
    const owner = await newAccount(app);
    const other = await newAccount(app, 'other');
    const order = await qrcodeOrder(owner.token);
    expect((await result(other.token, order.orderId)).body).toEqual({
      code: 404,
      msg: '订单不存在',
      data: null,
    });
    expect((await result(other.token, 'ord_AAAAAAAAAAAAAAAAAAAA')).body.code).toBe(404);
    const clean = await as(app, other.token, {
      method: 'POST',
      url: '/api/v1/pay/cools/clean',
      payload: { orderId: order.orderId },
    });
    expect(clean.body).toEqual({ code: 404, msg: '订单不存在', data: null });
  });
});

describe('POST /api/v1/pay/cools/clean', () => {
  const clean = (token: string, orderId: string) =>
    as<CleanedCoolsPay>(app, token, {
      method: 'POST',
      url: '/api/v1/pay/cools/clean',
      payload: { orderId },
    });

  it('cancels my pending cools order once; it can then not be paid', async () => {
    const buyer = await newAccount(app);
    const { body } = await createOrder(buyer.token, '/api/v1/pay/cools/create', { productId: 1 });
    const orderId = body.data.orderId;
    expect((await clean(buyer.token, orderId)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { cancelled: true },
    });
    expect((await clean(buyer.token, orderId)).body.data).toEqual({ cancelled: false });
    expect((await result(buyer.token, orderId)).body.data.status).toBe('cancelled');
    const reply = await pay(orderId);
    expect(reply.body).toContain('订单已取消');
    expect(expireTimeOf(app, buyer.id)).toBeNull();
  });

  it('leaves a paid cools order and other methods alone', async () => {
    const buyer = await newAccount(app);
    const cools = await createOrder(buyer.token, '/api/v1/pay/cools/create', { productId: 4 });
    await pay(cools.body.data.orderId);
    expect((await clean(buyer.token, cools.body.data.orderId)).body.data.cancelled).toBe(false);
    expect((await result(buyer.token, cools.body.data.orderId)).body.data.status).toBe('paid');

    const qr = await qrcodeOrder(buyer.token);
    expect((await clean(buyer.token, qr.orderId)).body.data.cancelled).toBe(false);
    expect((await result(buyer.token, qr.orderId)).body.data.status).toBe('pending');
  });
});

describe('pending orders per user', () => {
  const CREATES: [string, Record<string, unknown>][] = [
    ['/api/v1/pay/qrcode', { productId: 1, channel: 'alipay' }],
    ['/api/v1/pay/paypal/choose', { productId: 1, returnUrl: '/vip' }],
    ['/api/v1/pay/direct/create', { productId: 1 }],
    ['/api/v1/pay/cools/create', { productId: 1 }],
  ];
  /** Refused with the wait until the first pending order expires (all five were made now). */
  const TOO_MANY = {
    code: 429,
    msg: '待支付订单过多，请稍后再试',
    data: { retryAfterSeconds: 15 * 60 },
  };
  const create = (token: string, index: number) => {
    const [url, payload] = CREATES[index % CREATES.length]!;
    return createOrder(token, url, payload);
  };
  const ordersOf = (userId: number) =>
    app.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId);

  /** Five pending orders, one method after another: the fourth (index 3) is a cools order. */
  async function fivePending(token: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await create(token, i);
      expect(body.code).toBe(0);
      ids.push(body.data.orderId);
    }
    return ids;
  }

  it('refuses a sixth by every method: 429 待支付订单过多, and stores nothing', async () => {
    const buyer = await newAccount(app);
    await fivePending(buyer.token);
    for (let i = 0; i < CREATES.length; i++) {
      const { status, body } = await create(buyer.token, i);
      expect(status).toBe(200);
      expect(body).toEqual(TOO_MANY);
    }
    expect(ordersOf(buyer.id)).toEqual({ n: 5 });
    clock.advance(100);
    expect((await create(buyer.token, 0)).body.data).toEqual({ retryAfterSeconds: 15 * 60 - 100 });
    // Another user is counted apart.
    expect((await qrcodeOrder((await newAccount(app)).token)).orderId).toMatch(ORDER_ID);
  });

  it('counts only orders that can still be paid: paying, cancelling or expiry frees a place', async () => {
    const buyer = await newAccount(app);
    const ids = await fivePending(buyer.token);
    const sixth = () => create(buyer.token, 0);

    expect((await pay(ids[0]!)).body).toContain('支付成功');
    expect((await sixth()).body.code).toBe(0);
    expect((await sixth()).body).toEqual(TOO_MANY);

    const cancelled = await as<CleanedCoolsPay>(app, buyer.token, {
      method: 'POST',
      url: '/api/v1/pay/cools/clean',
      payload: { orderId: ids[3] },
    });
    expect(cancelled.body.data).toEqual({ cancelled: true });
    expect((await sixth()).body.code).toBe(0);
    expect((await sixth()).body).toEqual(TOO_MANY);

    clock.advance(15 * 60);
    expect(await fivePending(buyer.token)).toHaveLength(5);
    expect((await sixth()).body).toEqual(TOO_MANY);
  });
});
