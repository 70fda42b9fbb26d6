/** The payment and points provider states, through the state hook, as the Pact verifier uses them. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult, PointsInfo } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const HOOK = '/__dev/provider-state';
const email = 'pact-buyer@xinghe.test';
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
  token = (await state('user {email} is logged in', { email })).body.data['token'] as string;
}, APP_START_TIMEOUT);
afterAll(() => app.close());

function state(name: string, params: Record<string, unknown>) {
  return call<Record<string, unknown>>(app, {
    method: 'POST',
    url: HOOK,
    payload: { state: name, params, action: 'setup' },
  });
}

const post = <T>(url: string, payload: Record<string, unknown>) =>
  call<T>(app, { method: 'POST', url, payload, headers: { token } });

describe('payment provider states', () => {
  it('makes a pending order of the user and hands its id back', async () => {
    const { body } = await state('user {email} has a pending {method} order', {
      email,
      method: 'cools',
    });
    expect(body.code).toBe(0);
    const orderId = body.data['orderId'] as string;
    const result = await post<PayResult>('/api/v1/pay/result', { orderId });
    expect(result.body.data).toMatchObject({ orderId, status: 'pending', productId: 1 });
  });

  it('cancels the orders awaiting payment, so the pact can run again under the order cap', async () => {
    const { body: made } = await state('user {email} has a pending {method} order', {
      email,
      method: 'wechat',
    });
    const orderId = made.data['orderId'] as string;
    const { body } = await state('user {email} has no orders awaiting payment', { email });
    expect(body.code).toBe(0);
    expect(body.data['cancelled']).toBeGreaterThanOrEqual(1);
    const result = await post<PayResult>('/api/v1/pay/result', { orderId });
    expect(result.body.data.status).toBe('cancelled');
    for (let i = 0; i < 5; i += 1) {
      const created = await post('/api/v1/pay/qrcode', { productId: 1, channel: 'alipay' });
      expect(created.body.code).toBe(0);
    }
    await state('user {email} has no orders awaiting payment', { email });
    const again = await post('/api/v1/pay/qrcode', { productId: 1, channel: 'alipay' });
    expect(again.body.code).toBe(0);
  });

  it('refuses a method that does not exist', async () => {
    const { body } = await state('user {email} has a pending {method} order', {
      email,
      method: 'cash',
    });
    expect(body).toMatchObject({ code: 400, msg: '参数错误：method' });
  });

  it('sets an exact points balance, up or down, and clears today’s check-in', async () => {
    const points = () =>
      call<PointsInfo>(app, { url: '/user/points', headers: { token } }).then((r) => r.body.data);
    await state('user {email} has {points} points', { email, points: 700 });
    expect((await points()).balance).toBe(700);
    await state('user {email} has {points} points', { email, points: 50 });
    expect((await points()).balance).toBe(50);

    await post('/user/points/checkIn', {});
    expect((await points()).checkedInToday).toBe(true);
    await state('user {email} has not checked in today', { email });
    expect((await points()).checkedInToday).toBe(false);
    expect((await post<{ gained: number }>('/user/points/checkIn', {})).body.data.gained).toBe(10);
  });

  it('checks that the packages are on sale', async () => {
    expect((await state('the VIP packages are on sale', {})).body).toMatchObject({
      code: 0,
      data: { count: 4 },
    });
  });
});
