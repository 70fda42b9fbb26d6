import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectStatus, RecordByCid, VodTransfer } from '@xinghe/contracts';
import { verifyMediaSignature } from '@xinghe/contracts/signing';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, MEMBER_TEST_EMAIL, vidOfRow } from './vod-helpers';

const HOOK = '/__dev/provider-state';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const state = (name: string, params: Record<string, unknown>) =>
  call<Record<string, string>>(app, {
    method: 'POST',
    url: HOOK,
    payload: { state: name, params, action: 'setup' },
  });

const as = <T>(token: string, url: string) => call<T>(app, { url, headers: { token } });

describe('detail and playback provider states', () => {
  it('logs a user in and hands the token back for the interaction to inject', async () => {
    const { body } = await state('user {email} is logged in', { email: MEMBER_TEST_EMAIL });
    expect(body.code).toBe(0);
    expect(await app.sessions.resolve(body.data['token']!)).toMatchObject({
      email: MEMBER_TEST_EMAIL,
    });
  });

  it('makes a user VIP or not, creating an account it does not know', async () => {
    const email = 'pact-user@xinghe.test';
    const vip = await state('user {email} is logged in as VIP', { email });
    expect(await app.sessions.resolve(vip.body.data['token']!)).toMatchObject({
      email,
      isVip: true,
    });
    const plain = await state('user {email} is logged in without VIP', { email });
    expect(await app.sessions.resolve(plain.body.data['token']!)).toMatchObject({ isVip: false });
    // Made by a state: it has no password anyone could log in with.
    const row = app.db
      .prepare('SELECT password_hash AS hash FROM users WHERE email = ?')
      .get(email);
    expect(row).toEqual({ hash: '!locked' });
  });

  it('favourites and unfavourites, and records and forgets, as the sentence says', async () => {
    const token = (await state('user {email} is logged in', { email: MEMBER_TEST_EMAIL })).body
      .data['token']!;
    const id = vidOfRow(3);
    const params = { email: MEMBER_TEST_EMAIL, id };
    const favourited = await state('user {email} has favourited vod {id}', params);
    // The state hands the video id back for the interaction to inject.
    expect(favourited.body.data).toEqual({ id });
    const collected = async () =>
      (await as<CollectStatus>(token, `/user/dianbo/collect/${id}`)).body.data.collected;
    expect(await collected()).toBe(true);
    await state('user {email} has not favourited vod {id}', params);
    expect(await collected()).toBe(false);
    await state('user {email} has watched vod {id}', params);
    const watched = await as<RecordByCid>(token, `/user/dianbo/recordByCid?cid=${id}`);
    expect(watched.body.data.record).toMatchObject({ id, ep: 1 });
    await state('user {email} has not watched vod {id}', params);
    expect(
      (await as<RecordByCid>(token, `/user/dianbo/recordByCid?cid=${id}`)).body.data.record,
    ).toBeNull();
  });

  it("hands back a title's third-party listing id, which the transfer maps to the title", async () => {
    const id = vidOfRow(3);
    const { body } = await state('vod {id} has a third-party listing', { id });
    expect(body.data['id']).toBe(id);
    const thirdId = body.data['thirdId']!;
    expect(thirdId).toMatch(/^[0-9a-f]{13}$/);
    const transfer = await call<VodTransfer>(app, `/web/v2/dianbo/collection/transfer/${thirdId}`);
    expect(transfer.body.data).toEqual({ id: thirdId, officialId: id, source: 'third' });
    expect(
      (await state('vod {id} has a third-party listing', { id: 'NoSuchId12' })).body.code,
    ).toBe(404);
  });

  it('signs a media path for a visitor or a user, as query values to inject', async () => {
    const path = `/api/media/vod/official/${vidOfRow(3)}/1/360p/index.m3u8`;
    const visitor = (await state('media path {path} is signed for a visitor', { path })).body.data;
    const query = (values: Record<string, string>) =>
      `${path}?timestamp=${values['timestamp']}&rand=${values['rand']}&uuid=${values['uuid']}` +
      `&from=web&sign=${values['sign']}&token=${values['mediaToken']}`;
    expect(visitor['mediaToken']).toBe('');
    expect(verifyMediaSignature(query(visitor))).toMatchObject({ ok: true, token: '' });
    expect((await app.inject(query(visitor))).statusCode).toBe(200);

    const user = (
      await state('media path {path} is signed for user {email}', {
        path,
        email: MEMBER_TEST_EMAIL,
      })
    ).body.data;
    // A media token of the user, as a play-line reply gives: not a session token.
    expect(await app.sessions.resolveMedia(user['mediaToken']!)).toMatchObject({
      email: MEMBER_TEST_EMAIL,
    });
    expect(await app.sessions.resolve(user['mediaToken']!)).toBeNull();
    expect((await app.inject(query(user))).statusCode).toBe(200);
  });

  it('refuses bad parameters and titles that do not exist', async () => {
    expect((await state('user {email} is logged in', { email: 'nope' })).body).toEqual({
      code: 400,
      msg: '参数错误：email',
      data: null,
    });
    const missing = await state('user {email} has favourited vod {id}', {
      email: MEMBER_TEST_EMAIL,
      id: 'NoSuchId12',
    });
    expect(missing.body.code).toBe(404);
    const malformed = await state('user {email} has favourited vod {id}', {
      email: MEMBER_TEST_EMAIL,
      id: 'no/such',
    });
    expect(malformed.body).toEqual({ code: 400, msg: '参数错误：id', data: null });
    const path = await state('media path {path} is signed for a visitor', { path: '/etc/passwd' });
    expect(path.body).toEqual({ code: 400, msg: '参数错误：path', data: null });
  });
});
