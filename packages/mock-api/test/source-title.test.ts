/**
 * GET /user/source/title/{id}/{itemId} and GET /user/source/channels against the loopback source
 * fixture: lines and episodes, and each medium played direct (its host sends CORS headers) or
 * through the relay (it does not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_PREFIX, playCalls, playSetup, type PlaySetup } from './source-play-helpers';
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

const direct = (url: string) => ({ url, relayed: false });
const relayedTo = (sourceId: number) => ({
  url: expect.stringMatching(new RegExp(`^${RELAY_PREFIX}${sourceId}\\?u=`)),
  relayed: true,
});

describe('GET /user/source/title/{id}/{itemId}', () => {
  it('reads a MacCMS series: a line per play source, an episode per name$url', async () => {
    const { open } = setup.fixture.origins;
    const { status, body } = await api.title(setup.viewer.token, maccms, '102');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      sourceId: maccms,
      sourceName: '星河资源',
      itemId: '102',
      name: '星河小镇的夏天',
      remarks: '全3集',
      year: '2023',
      desc: '海边小镇三个年轻人的一个夏天。',
    });
    // The web-page play source (no .m3u8) is left out.
    expect(body.data.lines.map((line) => line.name)).toEqual(['xhm3u8', 'xhbackup']);
    const [first, backup] = body.data.lines;
    expect(first!.episodes).toEqual([
      { name: '第01集', media: direct(`${open}/media/c1/index.m3u8`) },
      { name: '第02集', media: direct(`${open}/media/c2/index.m3u8`) },
      { name: '第03集', media: direct(`${open}/media/c3/index.m3u8`) },
    ]);
    // The closed host sends no CORS headers: its episodes go through the relay.
    expect(backup!.episodes.map((episode) => episode.media)).toEqual([
      relayedTo(maccms),
      relayedTo(maccms),
      relayedTo(maccms),
    ]);
  });

  it('gives the description as plain text', async () => {
    const { body } = await api.title(setup.viewer.token, maccms, '101');
    expect(body.data.desc).toBe('一九四八年冬，北平城里 一份密电牵出三方暗战。');
    expect(body.data.lines).toEqual([
      {
        name: 'xhm3u8',
        episodes: [
          { name: '正片', media: direct(`${setup.fixture.origins.open}/media/c1/index.m3u8`) },
        ],
      },
    ]);
  });

  it('refuses an item the source does not have, and a source that does not answer', async () => {
    expect((await api.title(setup.viewer.token, maccms, '999')).body).toEqual({
      code: 404,
      msg: '片源里没有这部影片',
      data: null,
    });
    const slow = setup.source(setup.fixture.slowUrl, 'maccms');
    expect((await api.title(setup.viewer.token, slow, '101')).body).toEqual({
      code: 404,
      msg: '片源未响应',
      data: null,
    });
  });

  it('reads a list entry and an hls source as one line of one episode', async () => {
    const list = setup.source(setup.fixture.m3uUrl, 'list', '我的电视');
    const { body } = await api.title(setup.viewer.token, list, '1');
    expect(body.data).toMatchObject({
      name: '星河音乐台',
      remarks: '音乐',
      lines: [{ name: '我的电视', episodes: [{ name: '星河音乐台', media: relayedTo(list) }] }],
    });
    const hls = setup.source(setup.fixture.hlsUrl, 'hls', '海边日落');
    expect((await api.title(setup.viewer.token, hls, '0')).body.data).toMatchObject({
      name: '海边日落',
      lines: [{ name: '海边日落', episodes: [{ name: '正片', media: relayedTo(hls) }] }],
    });
    expect((await api.title(setup.viewer.token, hls, '1')).body.code).toBe(404);
  });

  it('refuses a malformed item id before anything is fetched', async () => {
    expect((await api.title(setup.viewer.token, maccms, 'a.b')).body.code).toBe(400);
  });
});

describe('GET /user/source/channels', () => {
  it('lists one group per M3U list, with each channel played direct or relayed', async () => {
    const { open } = setup.fixture.origins;
    const viewer = setup.viewer;
    const broken = setup.source(`${open}/gone.m3u`, 'list', '坏列表');
    const list = setup.source(setup.fixture.m3uUrl, 'list', '我的电视');
    const { body } = await api.channels(viewer.token);
    const groups = body.data.list.filter((group) => [list, broken].includes(group.sourceId));
    expect(groups).toEqual([
      {
        sourceId: list,
        sourceName: '我的电视',
        state: 'ok',
        detail: '',
        channels: [
          {
            itemId: '0',
            name: '星河新闻台',
            logo: `${open}/pic/news.svg`,
            group: '新闻',
            media: direct(`${open}/media/c3/index.m3u8`),
          },
          {
            itemId: '1',
            name: '星河音乐台',
            logo: `${open}/pic/music.svg`,
            group: '音乐',
            media: relayedTo(list),
          },
        ],
      },
      {
        sourceId: broken,
        sourceName: '坏列表',
        state: 'unusable',
        detail: '片源返回 HTTP 404',
        channels: [],
      },
    ]);
    // Only lists: the MacCMS source of this viewer has no group.
    expect(body.data.list.some((group) => group.sourceId === maccms)).toBe(false);
  });
});
