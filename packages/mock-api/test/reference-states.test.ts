/**
 * The provider states of reference data: each holds on the seeded mock with the pact's parameters
 * and refuses (code 404, with the reason) when the data says otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATE_HOOK_PATH } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
});
afterAll(() => app.close());

const setUp = async (state: string, params: object = {}) =>
  (
    await call<Record<string, unknown>>(app, {
      method: 'POST',
      url: PROVIDER_STATE_HOOK_PATH,
      payload: { state, params, action: 'setup' },
    })
  ).body;

describe('reference-data provider states', () => {
  it('hold with the parameters the pact names', async () => {
    const holding: [string, object][] = [
      ['the caller has no session', {}],
      ['the server has a password key pair', {}],
      ['the sports categories are defined', {}],
      ['sports category {projectId} has tournaments', { projectId: 3 }],
      ['sports tournament {id} exists', { id: 102 }],
      ['no sports tournament has id {id}', { id: 5 }],
      ['no live channel has id {id}', { id: 'nosuchchannel' }],
      ['host {host} is not the official site', { host: 'mirror.example' }],
      ['host {host} does not resolve', { host: 'cdn.xinghe.invalid' }],
    ];
    for (const [state, params] of holding) {
      expect(await setUp(state, params), state).toMatchObject({ code: 0 });
    }
  });

  it('refuse when the data says otherwise, naming why', async () => {
    expect(await setUp('no live channel has id {id}', { id: 'cctv1' })).toEqual({
      code: 404,
      msg: '提供方状态不成立：频道 cctv1 存在',
      data: null,
    });
    expect(await setUp('sports tournament {id} exists', { id: 5 })).toMatchObject({ code: 404 });
    expect(await setUp('no sports tournament has id {id}', { id: 102 })).toMatchObject({
      code: 404,
    });
    expect(await setUp('sports category {projectId} has tournaments', { projectId: 0 })).toEqual({
      code: 400,
      msg: '参数错误：projectId',
      data: null,
    });
  });
});
