/**
 * A viewer's own intro and outro marks through `app.inject`: set, read back, clear, the
 * refusals of bad pairs, and the token both routes need.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MY_MARKS_MAX_SECONDS, type MyMarks } from '@xinghe/contracts';
import { as, buildPaymentApi, newAccount, testClock } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const clock = testClock();
let app: FastifyInstance;
let titleId: string;

beforeAll(async () => {
  app = await buildPaymentApi(clock);
  titleId = (
    app.db.prepare(`SELECT vid AS id FROM titles WHERE type = 'drama' LIMIT 1`).get() as {
      id: string;
    }
  ).id;
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const read = (token: string | undefined, id = titleId) =>
  as<MyMarks | null>(app, token, { method: 'GET', url: `/user/marks/${id}` });
const put = (token: string | undefined, payload: Record<string, unknown>) =>
  as<MyMarks | null>(app, token, { method: 'POST', url: '/user/marks', payload });

describe('GET /user/marks/{id}', () => {
  it('answers a viewer who set none with both marks null', async () => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await read(token);
    expect(body).toMatchObject({
      code: 0,
      data: { id: titleId, introEnd: null, outroStart: null },
    });
  });

  it('refuses an unknown title with code 404', async () => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await read(token, 'NoSuchId12');
    expect(body.code).toBe(ErrorCode.NotFound);
    expect(body.msg).toBe('影片不存在');
  });

  it('needs a token', async () => {
    const { body } = await read(undefined);
    expect(body.code).toBe(ErrorCode.Unauthorized);
    expect(body.msg).toBe('请先登录');
  });
});

describe('POST /user/marks', () => {
  it('stores the pair, reads it back, and keeps it per viewer', async () => {
    const viewer = await newAccount(app, 'marks');
    const other = await newAccount(app, 'marks');
    const set = await put(viewer.token, { id: titleId, introEnd: 95.5, outroStart: 2520 });
    expect(set.body.data).toEqual({ id: titleId, introEnd: 95.5, outroStart: 2520 });
    expect((await read(viewer.token)).body.data).toEqual({
      id: titleId,
      introEnd: 95.5,
      outroStart: 2520,
    });
    expect((await read(other.token)).body.data).toEqual({
      id: titleId,
      introEnd: null,
      outroStart: null,
    });
  });

  it('clears one mark with null and forgets the title when both are null', async () => {
    const { token } = await newAccount(app, 'marks');
    await put(token, { id: titleId, introEnd: 90, outroStart: 2400 });
    const one = await put(token, { id: titleId, introEnd: null, outroStart: 2400 });
    expect(one.body.data).toEqual({ id: titleId, introEnd: null, outroStart: 2400 });
    const none = await put(token, { id: titleId, introEnd: null, outroStart: null });
    expect(none.body.data).toEqual({ id: titleId, introEnd: null, outroStart: null });
    expect((await read(token)).body.data).toEqual({
      id: titleId,
      introEnd: null,
      outroStart: null,
    });
  });

  it('takes an absent mark as not set, as the client sends a null one', async () => {
    const { token } = await newAccount(app, 'marks');
    await put(token, { id: titleId, introEnd: 80, outroStart: 2000 });
    const { body } = await put(token, { id: titleId, outroStart: 1900 });
    expect(body.data).toEqual({ id: titleId, introEnd: null, outroStart: 1900 });
  });

  it('keeps an intro end of 0 as 0 (not as unset)', async () => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await put(token, { id: titleId, introEnd: 0, outroStart: null });
    expect(body.data).toEqual({ id: titleId, introEnd: 0, outroStart: null });
  });

  it('refuses an intro end at or after the outro start', async () => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await put(token, { id: titleId, introEnd: 300, outroStart: 300 });
    expect(body).toMatchObject({ code: ErrorCode.BadRequest, msg: '片头结束需早于片尾开始' });
    expect((await read(token)).body.data?.introEnd).toBeNull();
  });

  it.each([
    ['a negative intro end', { introEnd: -1, outroStart: null }, 'introEnd'],
    [
      'an outro start past 6 hours',
      { introEnd: null, outroStart: MY_MARKS_MAX_SECONDS + 1 },
      'outroStart',
    ],
    ['a list for a time', { introEnd: [], outroStart: null }, 'introEnd'],
  ])('refuses %s with code 400 and a message', async (_, marks, field) => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await put(token, { id: titleId, ...marks });
    expect(body.code).toBe(ErrorCode.BadRequest);
    expect(body.msg).toContain(field);
    expect(body.msg).toContain('参数错误');
  });

  it('refuses an unknown title with code 404', async () => {
    const { token } = await newAccount(app, 'marks');
    const { body } = await put(token, { id: 'NoSuchId12', introEnd: 10, outroStart: null });
    expect(body.code).toBe(ErrorCode.NotFound);
  });

  it('needs a token', async () => {
    const { body } = await put(undefined, { id: titleId, introEnd: 10, outroStart: null });
    expect(body.code).toBe(ErrorCode.Unauthorized);
  });
});
