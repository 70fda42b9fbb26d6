/**
 * GET /user/source/search/{id} against the loopback source fixture: each kind of source, both
 * scripts finding the same titles, and the states of a source that does not answer or is not one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCalls, playSetup, type PlaySetup } from './source-play-helpers';
import { as, newAccount } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

let setup: PlaySetup;
let api: ReturnType<typeof playCalls>;
let maccms: number;

beforeAll(async () => {
  setup = await playSetup();
  api = playCalls(setup.app);
  maccms = setup.source(setup.fixture.maccmsUrl, 'maccms', '星河资源');
}, APP_START_TIMEOUT);
afterAll(() => setup.close());

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('GET /user/source/search/{id}', () => {
  it('asks a MacCMS API and lists its titles as cards', async () => {
    const { status, body } = await api.search(setup.viewer.token, maccms, '星河');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      sourceId: maccms,
      state: 'ok',
      detail: '',
      items: [
        {
          itemId: '102',
          name: '星河小镇的夏天',
          pic: `${setup.fixture.origins.open}/pic/102.svg`,
          remarks: '全3集',
          year: '2023',
        },
      ],
    });
  });

  it('finds a Traditional title with Simplified words, and the other way round', async () => {
    const simplified = await api.search(setup.viewer.token, maccms, '北平潜伏');
    expect(names(simplified.body.data.items)).toEqual(['北平潛伏風雲']);
    const traditional = await api.search(setup.viewer.token, maccms, '海島廚房');
    expect(names(traditional.body.data.items)).toEqual(['海岛厨房']);
  });

  it('lists the entries of an M3U list whose name holds the words', async () => {
    const list = setup.source(setup.fixture.m3uUrl, 'list', '我的电视');
    const { body } = await api.search(setup.viewer.token, list, '新闻');
    expect(body.data).toMatchObject({
      state: 'ok',
      items: [{ itemId: '0', name: '星河新闻台', remarks: '新闻' }],
    });
  });

  it('lists an hls source as its one item when its name holds the words', async () => {
    const hls = setup.source(setup.fixture.hlsUrl, 'hls', '海边日落');
    expect((await api.search(setup.viewer.token, hls, '日落')).body.data.items).toEqual([
      { itemId: '0', name: '海边日落', pic: '', remarks: '', year: '' },
    ]);
    expect((await api.search(setup.viewer.token, hls, '星河')).body.data.items).toEqual([]);
  });

  it('says a source that does not answer in time timed out', async () => {
    const slow = setup.source(setup.fixture.slowUrl, 'maccms');
    expect((await api.search(setup.viewer.token, slow, '星河')).body.data).toEqual({
      sourceId: slow,
      state: 'timeout',
      detail: '片源未响应',
      items: [],
    });
  });

  it('says why a source is unusable: not a MacCMS reply, not an M3U list, an error status', async () => {
    const notApi = setup.source(setup.fixture.m3uUrl, 'maccms');
    expect((await api.search(setup.viewer.token, notApi, '星河')).body.data).toMatchObject({
      state: 'unusable',
      detail: '不是苹果CMS 接口的回复',
    });
    const notList = setup.source(setup.fixture.maccmsUrl, 'list');
    expect((await api.search(setup.viewer.token, notList, '星河')).body.data).toMatchObject({
      state: 'unusable',
      detail: '不是 M3U 列表',
    });
    const gone = setup.source(`${setup.fixture.origins.open}/gone.m3u`, 'list');
    expect((await api.search(setup.viewer.token, gone, '星河')).body.data).toMatchObject({
      state: 'unusable',
      detail: '片源返回 HTTP 404',
    });
  });

  it('refuses a source the viewer cannot play, and a visitor', async () => {
    const stranger = await newAccount(setup.app, 'stranger');
    expect((await api.search(stranger.token, maccms, '星河')).body).toEqual({
      code: 404,
      msg: '源不存在',
      data: null,
    });
    expect((await api.search(undefined, maccms, '星河')).body.code).toBe(401);
  });

  it("searches another viewer's shared source once it is imported by id, and not before", async () => {
    const owner = await newAccount(setup.app, 'sharer');
    const shared = setup.source(setup.fixture.maccmsUrl, 'maccms', '朋友的片源', owner.id);
    expect((await api.search(setup.viewer.token, shared, '星河')).body.code).toBe(404);
    const imported = await as<unknown>(setup.app, setup.viewer.token, {
      method: 'GET',
      url: `/user/source/import/${shared}`,
    });
    expect(imported.body.code).toBe(0);
    const { body } = await api.search(setup.viewer.token, shared, '星河');
    expect(body.data).toMatchObject({ state: 'ok', items: [{ name: '星河小镇的夏天' }] });
  });
});
