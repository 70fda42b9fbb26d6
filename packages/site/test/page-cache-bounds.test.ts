/**
 * Pages of addresses the API does not know are sent but never kept: a scan of made-up title and
 * person addresses cannot fill the page cache. The API's own not-found reply decides (the host does
 * not judge ids itself); its miss is still remembered briefly, so the API is not asked each time.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTitleHeads } from '../server/heads/titleHeads';

const known = '1234567890';
/** A detail with only the real fields (collectionInfo). */
const detail = {
  id: known,
  name: '山河谍影',
  time: 2024,
  country: '大陆',
  desc: '一九三七年的上海。',
  countStr: '全1集',
  imgUrl: '/api/images/poster/x.webp',
  isMovie: false,
  actor: [],
  director: [],
  videosGroup: [{ name: '线路1', videos: [{ eporder: 1, purl: '/x/1.m3u8' }] }],
};

describe('the head of an address the API does not know', () => {
  const asked: string[] = [];
  const api = Fastify({ logger: false });
  let upstream: string;
  beforeAll(async () => {
    api.get('/*', async (request) => {
      asked.push(request.url);
      return request.url.endsWith(`/${known}`)
        ? { code: 0, msg: 'ok', data: detail }
        : { code: 404, msg: '影片不存在', data: null };
    });
    upstream = await api.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => api.close());

  const fallback = { title: '星河影视 - 影片详情', description: '' };

  it('is not to be kept, and the API is asked about it once while the miss is fresh', async () => {
    const heads = createTitleHeads({ upstream, waitMs: 10_000, now: () => 1_000 });
    const missing = await heads.headOf('vodDetail', { id: '1234567899' }, fallback);
    expect(missing.value).toBeNull();
    expect(missing.until).toBeLessThanOrEqual(1_000);
    const askedBefore = asked.length;
    const again = await heads.headOf('vodDetail', { id: '1234567899' }, fallback);
    expect(again.until).toBeLessThanOrEqual(1_000);
    expect(asked.length).toBe(askedBefore);
  });

  it('is not to be kept for a person the API does not know either', async () => {
    const heads = createTitleHeads({ upstream, waitMs: 10_000, now: () => 1_000 });
    const missing = await heads.headOf('person', { id: '1234567899' }, fallback);
    expect(missing.until).toBeLessThanOrEqual(1_000);
  });

  it('while a title the API knows is kept for its freshness window', async () => {
    const heads = createTitleHeads({ upstream, waitMs: 10_000, now: () => 1_000 });
    const found = await heads.headOf('vodDetail', { id: known }, fallback);
    expect(found.value?.title).toContain('山河谍影');
    expect(found.until).toBeGreaterThan(1_000);
  });
});
