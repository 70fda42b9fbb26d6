import { snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { homeActions, homeState } from './home';
import { ok, sampleHome, scriptedClient } from '../../test/storeClients';

afterEach(() => homeActions.reset());

describe('home store', () => {
  it('loads a channel: loading, then loaded with the data', async () => {
    const { client, urls } = scriptedClient([ok(sampleHome)]);
    const pending = homeActions.load('首页', { client });
    expect(snapshot(homeState).byChannel['首页']?.status).toBe('loading');
    await pending;
    const entry = snapshot(homeState).byChannel['首页'];
    expect(entry?.status).toBe('loaded');
    expect(entry?.data?.cardsGroup[0]?.cards[0]?.name).toBe('流浪地球');
    expect(urls).toEqual([`/v3/web/api/home?chName=${encodeURIComponent('首页')}`]);
  });

  it('shares one request between simultaneous loads and keeps a loaded channel', async () => {
    const { client, urls } = scriptedClient([ok(sampleHome)]);
    await Promise.all([homeActions.load('电影', { client }), homeActions.load('电影', { client })]);
    await homeActions.load('电影', { client });
    expect(urls).toHaveLength(1);
  });

  it('turns a failure into the error status with its message, and retries on force', async () => {
    const { client, urls } = scriptedClient([{ status: 503, body: {} }, ok(sampleHome)]);
    await homeActions.load('首页', { client });
    expect(snapshot(homeState).byChannel['首页']).toMatchObject({
      status: 'error',
      failure: { msg: '网络请求错误' },
    });
    await homeActions.load('首页', { client, force: true });
    expect(snapshot(homeState).byChannel['首页']?.status).toBe('loaded');
    expect(urls).toHaveLength(2);
  });

  it('keeps the API message of an error envelope', async () => {
    const { client } = scriptedClient([{ body: { code: 400, msg: '参数错误', data: null } }]);
    await homeActions.load('电视剧', { client });
    expect(snapshot(homeState).byChannel['电视剧']?.failure?.msg).toBe('参数错误');
  });
});
