import type { CollectionInfo } from '@xinghe/contracts/client';
import { fakeFetch, okReply, refusalReply } from '@xinghe/contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vodDetailActions } from '../state/vodDetail';
import { createPlayerDeps } from './playerDeps';
import { playInfoFromDetail } from './purlLine';

/** A detail with the real fields only (K): two lines, the second without episode 2. */
const detail: CollectionInfo = {
  id: 'LX89vyQfIj',
  name: '雾港来信',
  time: 2024,
  country: '美国',
  desc: '',
  countStr: '更新至2集',
  imgUrl: '/api/images/poster/LX89vyQfIj.webp',
  isMovie: false,
  actor: [],
  director: [],
  videosGroup: [
    {
      name: '线路1',
      videos: [
        { eporder: 1, purl: '/api/media/vod/LX89vyQfIj/1/index.m3u8' },
        { eporder: 2, purl: '/api/media/vod/LX89vyQfIj/2/index.m3u8' },
      ],
    },
    { name: '线路2', videos: [{ eporder: 1, purl: 'https://cdn.example/LX89vyQfIj/1.m3u8' }] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vodDetailActions.reset();
});

describe("playing from the detail's purl", () => {
  it('makes a line per group, plays the line asked for, else the first with the episode', () => {
    const first = playInfoFromDetail(detail, { id: detail.id, ep: 1 });
    expect(first).toMatchObject({
      id: detail.id,
      ep: 1,
      line: 'line1',
      playlist: '/api/media/vod/LX89vyQfIj/1/index.m3u8',
      mediaToken: '',
    });
    expect(first?.lines.map((l) => [l.key, l.name, l.official, l.vip])).toEqual([
      ['line1', '线路1', true, false],
      ['line2', '线路2', false, false],
    ]);
    expect(playInfoFromDetail(detail, { id: detail.id, ep: 1, line: 'line2' })?.playlist).toBe(
      'https://cdn.example/LX89vyQfIj/1.m3u8',
    );
    // Episode 2 is on the first line only; episode 3 on none.
    expect(playInfoFromDetail(detail, { id: detail.id, ep: 2, line: 'line2' })?.line).toBe('line1');
    expect(playInfoFromDetail(detail, { id: detail.id, ep: 3 })).toBeNull();
  });

  it("the player asks getPlayLine first, and on not found plays the detail's purl", async () => {
    const { fetch, urls } = fakeFetch((request) =>
      request.url.startsWith('/web/v2/dianbo/collection/')
        ? okReply(detail)
        : refusalReply(404, '影片不存在'),
    );
    vi.stubGlobal('fetch', fetch);
    const reply = await createPlayerDeps().requestLine({ id: detail.id, ep: 2 });
    expect(reply.ok && reply.data.playlist).toBe('/api/media/vod/LX89vyQfIj/2/index.m3u8');
    expect(urls[0]).toBe('/web/v2/dianbo/video/line');
    expect(urls).toContain(`/web/v2/dianbo/collection/${detail.id}`);
  });

  it('keeps any other refusal, and not found when the detail has no such episode', async () => {
    const { fetch } = fakeFetch((request) =>
      request.url === '/web/v2/dianbo/video/line'
        ? refusalReply(402, '开通VIP即可观看')
        : okReply(detail),
    );
    vi.stubGlobal('fetch', fetch);
    const vip = await createPlayerDeps().requestLine({ id: detail.id, ep: 1 });
    expect(vip).toMatchObject({ ok: false, code: 402 });

    const { fetch: missing } = fakeFetch((request) =>
      request.url === '/web/v2/dianbo/video/line'
        ? refusalReply(404, '剧集不存在')
        : okReply(detail),
    );
    vi.stubGlobal('fetch', missing);
    const none = await createPlayerDeps().requestLine({ id: detail.id, ep: 9 });
    expect(none).toMatchObject({ ok: false, code: 404 });
  });
});
