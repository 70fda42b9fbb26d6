import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchState, providerStates } from '../src/dev/provider-states';
import { buildTestApi, call } from './helpers';
import { vidOfRow } from './vod-helpers';

const HOOK = '/__dev/provider-state';
let dev: FastifyInstance;
let prod: FastifyInstance;

beforeAll(async () => {
  [dev, prod] = await Promise.all([buildTestApi({ devRoutes: true }), buildTestApi()]);
});
afterAll(() => Promise.all([dev.close(), prod.close()]));

const change = (app: FastifyInstance, payload: object) =>
  call<Record<string, unknown>>(app, { method: 'POST', url: HOOK, payload });

describe('POST /__dev/provider-state', () => {
  it('sets up the seeded-catalogue and hot-search states', async () => {
    for (const state of ['the catalogue is seeded', 'there are hot searches']) {
      const { status, body } = await change(dev, { state, params: {}, action: 'setup' });
      expect(status).toBe(200);
      expect(body.code).toBe(0);
    }
  });

  it('takes a parameterised state with params, as the Pact verifier sends it', async () => {
    const { body } = await change(dev, {
      state: 'channel {chName} has titles',
      params: { chName: '电影' },
      action: 'setup',
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ chName: '电影' });
    expect(body.data['count']).toBeGreaterThan(0);
  });

  it('takes the same state written out in full', async () => {
    const { body } = await change(dev, { state: 'channel documentary has titles' });
    // The type a consumer once sent still names its channel; the reply gives the Chinese name.
    expect(body).toMatchObject({ code: 0, data: { chName: '纪录片' } });
  });

  it('checks that a title exists for vod {id} exists, refusing one that does not', async () => {
    const id = vidOfRow(1);
    const exists = await change(dev, { state: 'vod {id} exists', params: { id } });
    expect(exists.body).toEqual({ code: 0, msg: 'ok', data: { id } });
    const missing = await change(dev, { state: 'vod NoSuchId12 exists' });
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect(missing.body.msg).toMatch(/^提供方状态不成立/);
    const bad = await change(dev, { state: 'vod {id} exists', params: { id: 'a-b' } });
    expect(bad.body).toEqual({ code: 400, msg: '参数错误：id', data: null });
  });

  it('accepts teardown of a known state', async () => {
    const { body } = await change(dev, { state: 'there are hot searches', action: 'teardown' });
    expect(body).toEqual({ code: 0, msg: 'ok', data: {} });
  });

  it('refuses an unknown state with code 400 in the envelope', async () => {
    const { status, body } = await change(dev, { state: 'the moon is made of cheese' });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 400,
      msg: '未知的提供方状态：the moon is made of cheese',
      data: null,
    });
  });

  it('refuses a state whose parameter is not a channel', async () => {
    const { body } = await change(dev, {
      state: 'channel {chName} has titles',
      params: { chName: 'sports' },
    });
    expect(body).toEqual({ code: 400, msg: '参数错误：chName', data: null });
  });

  it('refuses a body without a state', async () => {
    const { status, body } = await change(dev, { action: 'setup' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: '参数错误：state', data: null });
  });

  it('does not exist without devRoutes', async () => {
    const { status, body } = await change(prod, { state: 'the catalogue is seeded' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });
});

describe('provider state table', () => {
  it('matches a filled-in sentence to its template and reads the parameter', () => {
    const found = matchState(providerStates, 'channel variety has titles');
    expect(found?.state.name).toBe('channel {chName} has titles');
    expect(found?.params).toEqual({ chName: 'variety' });
  });

  it('does not match a sentence that only starts like a state', () => {
    expect(matchState(providerStates, 'the catalogue is seeded twice')).toBeNull();
  });
});
