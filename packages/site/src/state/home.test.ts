import { snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { homeActions, homeState } from './home';
import { ok, sampleHome, scriptedClient } from '../../test/storeClients';

afterEach(() => homeActions.reset());

describe('home store', () => {
  it('loads a channel: loading, then loaded with the data', async () => {
    const { client, urls } = scriptedClient([ok(sampleHome)]);
    const pending = homeActions.load('recommend', { client });
    expect(snapshot(homeState).byChannel.recommend?.status).toBe('loading');
    await pending;
    const entry = snapshot(homeState).byChannel.recommend;
    expect(entry?.status).toBe('loaded');
    expect(entry?.data?.sections[0]?.items[0]?.title).toBe('流浪地球');
    expect(urls).toEqual(['/v3/web/api/home?chName=recommend']);
  });

  it('shares one request between simultaneous loads and keeps a loaded channel', async () => {
    const { client, urls } = scriptedClient([ok(sampleHome)]);
    await Promise.all([
      homeActions.load('movie', { client }),
      homeActions.load('movie', { client }),
    ]);
    await homeActions.load('movie', { client });
    expect(urls).toHaveLength(1);
  });

  it('turns a failure into the error status with its message, and retries on force', async () => {
    const { client, urls } = scriptedClient([{ status: 503, body: {} }, ok(sampleHome)]);
    await homeActions.load('recommend', { client });
    expect(snapshot(homeState).byChannel.recommend).toEqual({
      status: 'error',
      error: '网络请求错误',
    });
    await homeActions.load('recommend', { client, force: true });
    expect(snapshot(homeState).byChannel.recommend?.status).toBe('loaded');
    expect(urls).toHaveLength(2);
  });

  it('keeps the API message of an error envelope', async () => {
    const { client } = scriptedClient([{ body: { code: 400, msg: '参数错误', data: null } }]);
    await homeActions.load('drama', { client });
    expect(snapshot(homeState).byChannel.drama?.error).toBe('参数错误');
  });
});
