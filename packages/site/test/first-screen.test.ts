/**
 * A page's HTML names its largest first-screen picture so the browser fetches it before any script
 * runs: the home page its first banner, a channel page and a search page the poster of their first
 * title, a detail page its backdrop. Asked of the API, kept briefly, and left out when the API is
 * slow, so a page is never held up for it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirstScreen } from '../server/heads/asking';
import { CATEGORY_PAGE_SIZE } from '../src/state/catalogueQuery';
import { SEARCH_PAGE_SIZE } from '../src/state/searchHistory';
import { SEARCH_EAGER_POSTERS } from '@xinghe/ui/firstScreen';
import { createTitleHeads } from '../server/heads/titleHeads';
import { pagePathById, type PageRecord } from '../src/routes/paths';
import type { RouteParams } from '../src/firstScreen/firstData';
import { buildHost, createClientDir } from './host-helpers';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
    (m) => m[1],
  );

/** The first screen's other pictures: preloaded after the largest, at normal priority. */
const alsoPreloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)">/g)].map((m) => m[1]);

const vid = (n: number) => `Vd${n}`;

const banner = (n: number) => ({
  id: vid(n),
  name: `片名${n}`,
  subtitle: '',
  image: `/api/images/banner/${n}.webp`,
  type: 'drama',
});

/** A card with the real fields only (K); a search result names its poster picurl (W). */
const card = (n: number) => ({
  id: vid(n),
  name: `片名${n}`,
  img: `/api/images/poster/${n}.webp`,
  countStr: 'HD',
});
const found = (n: number) => {
  const { img, ...rest } = card(n);
  return { ...rest, picurl: img };
};

/**
 * A stand-in API in the real shapes: the home reply after `delayMs` (its banners can change),
 * detail Vd12, a channel list and search results (each first title by the body's chName or word),
 * else 404.
 */
async function startApi(delayMs = 0, count = 2) {
  const asked: string[] = [];
  const state = { banners: [banner(3), banner(5)] };
  const api = Fastify({ logger: false });
  api.get('/v3/web/api/home', async (request) => {
    asked.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return {
      code: 0,
      msg: 'ok',
      data: { banners: state.banners, cardsGroup: [{ name: '热播', cards: [card(30)] }] },
    };
  });
  api.get('/web/v2/dianbo/collection/:id', async () => ({
    code: 0,
    msg: 'ok',
    data: {
      id: vid(12),
      name: '山河谍影',
      time: 2019,
      country: '大陆',
      desc: '一九三七年的上海。',
      countStr: '全3集',
      imgUrl: '/api/images/poster/12.webp',
      isMovie: false,
      actor: [],
      director: [],
      videosGroup: [{ name: '线路1', videos: [{ eporder: 1, purl: '/api/media/vod/12/1.m3u8' }] }],
      banner: '/api/images/banner/12.webp',
    },
  }));
  const list = (first: number, count = 2, item: (n: number) => object = card) => ({
    list: Array.from({ length: count }, (_, i) => item(first + i)),
    total: count,
  });
  const condition = { label: [['剧情', 'juqing']], country: ['美国'], time: [2024, 2010] };
  api.get('/v3/web/api/getFilterCondition', async () => ({ code: 0, msg: 'ok', data: condition }));
  const filterBodies: unknown[] = [];
  api.post('/v3/web/api/filter', async (request) => {
    asked.push(request.url);
    filterBodies.push(request.body);
    const { chName } = request.body as { chName: string };
    return { code: 0, msg: 'ok', data: list(chName === '电影' ? 40 : 50) };
  });
  const searchBodies: unknown[] = [];
  api.post('/v3/web/api/search', async (request) => {
    searchBodies.push(request.body);
    const { word } = request.body as { word: string };
    return { code: 0, msg: 'ok', data: list(word === '山河' ? 60 : 70, count, found) };
  });
  api.get('/metadata/v1/actor/searchActor', async (request) => {
    const { word } = request.query as { word: string };
    if (word === '无人') return { code: 500, msg: '服务繁忙', data: null };
    const actor = {
      id: 9,
      name: '林远',
      avatar: '/api/images/avatar/9.svg',
      role: '演员',
      works: 3,
    };
    return { code: 0, msg: 'ok', data: { list: [actor] } };
  });
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, asked, filterBodies, searchBodies, state, close: () => api.close() };
}

describe('the first screen picture, named in the HTML', () => {
  const client = createClientDir();
  const closing: { close: () => Promise<unknown> }[] = [];
  afterAll(async () => {
    await Promise.all(closing.map((c) => c.close()));
    client.remove();
  });

  // A generous wait by default: a busy machine must not turn an answering API into a late one.
  async function setUp({ delayMs = 0, waitMs = 10_000, ttlMs = 60_000, count = 2 } = {}) {
    const api = await startApi(delayMs, count);
    const host: FastifyInstance = await buildHost({
      clientDir: client.dir,
      upstream: api.origin,
      firstScreen: createFirstScreen({
        upstream: api.origin,
        waitMs,
        freshness: { keptMs: ttlMs, failedMs: ttlMs },
      }),
      titleHeads: createTitleHeads({ upstream: api.origin, waitMs }),
    });
    closing.push(api, host);
    const html = async (url: string) => (await host.inject({ url })).body;
    return { api, html };
  }

  /** The first screens alone, asked of the stand-in API (no host). */
  async function startScreens() {
    const api = await startApi();
    closing.push(api);
    const made = createFirstScreen({ upstream: api.origin, waitMs: 10_000 });
    await made.ready;
    const screens = {
      screenOf: (page: PageRecord, location: string, params: RouteParams = {}) =>
        made.screenOf(page, made.askedOf(page, location, params)),
    };
    return { api, screens };
  }

  it('keeps a channel page’s filter bar and first page, asked as the page asks, to write it', async () => {
    const { api, screens } = await startScreens();
    const { value } = await screens.screenOf(pagePathById.movie, '/movie', {});
    expect(value?.picture).toBe('/api/images/poster/40.webp');
    expect(value?.data?.category).toMatchObject({
      type: 'movie',
      conditions: { label: [['剧情', 'juqing']], country: ['美国'], time: [2024, 2010] },
      firstPage: { list: [{ id: vid(40) }, { id: vid(41) }] },
    });
    expect(api.filterBodies).toEqual([
      { chName: '电影', startTime: 0, endTime: 0, page: 1, pageSize: CATEGORY_PAGE_SIZE },
    ]);
  });

  it('keeps a search’s first page and its actors, asked as the page asks, to write it', async () => {
    const { api, screens } = await startScreens();
    const { value } = await screens.screenOf(
      pagePathById.search,
      `/search?word=${encodeURIComponent('山河')}`,
      {},
    );
    expect(value?.picture).toBe('/api/images/poster/60.webp');
    expect(value?.data?.search).toMatchObject({
      word: '山河',
      videos: { list: [{ id: vid(60) }, { id: vid(61) }], total: 2 },
      actors: [{ id: 9, name: '林远' }],
    });
    expect(api.searchBodies).toEqual([{ word: '山河', page: 1, pageSize: SEARCH_PAGE_SIZE }]);
    // The actors are a side section: without them the page is written with none.
    const { value: alone } = await screens.screenOf(
      pagePathById.search,
      `/search?word=${encodeURIComponent('无人')}`,
      {},
    );
    expect(alone?.data?.search?.actors).toEqual([]);
  });

  it('keeps a title’s detail, cast and recommendations, asked as the page asks, to embed them', async () => {
    const { screens } = await startScreens();
    const { value } = await screens.screenOf(pagePathById.vodDetail, `/vod/detail/${vid(12)}`, {
      id: vid(12),
    });
    expect(value?.picture).toBe('/api/images/banner/12.webp');
    // The stand-in API has no cast nor recommendations: the title comes without them.
    expect(value?.data?.detail).toMatchObject({
      id: vid(12),
      detail: { id: vid(12), name: '山河谍影' },
      cast: [],
      recommendations: [],
    });
  });

  it('preloads the first banner of the home reply, in every language, asking the API once', async () => {
    const { api, html } = await setUp();
    expect(preloads(await html('/'))).toEqual(['/api/images/banner/3.webp']);
    expect(preloads(await html('/en/'))).toEqual(['/api/images/banner/3.webp']);
    expect(preloads(await html('/zh-TW'))).toEqual(['/api/images/banner/3.webp']);
    expect(api.asked).toHaveLength(1);
  });

  it('names the new first banner once the kept answer expires', async () => {
    const { api, html } = await setUp({ ttlMs: 0 });
    expect(preloads(await html('/'))).toEqual(['/api/images/banner/3.webp']);
    api.state.banners = [banner(8)];
    expect(preloads(await html('/'))).toEqual(['/api/images/banner/8.webp']);
  });

  it('serves the home page without it while the API is slow, and with it once it answered', async () => {
    const { api, html } = await setUp({ delayMs: 400, waitMs: 20 });
    expect(preloads(await html('/'))).toEqual([]);
    await expect
      .poll(async () => preloads(await html('/')), { timeout: 10_000 })
      .toEqual(['/api/images/banner/3.webp']);
    expect(api.asked).toHaveLength(1);
  });

  it('preloads a detail page’s backdrop, a channel’s first poster and a search’s first poster', async () => {
    const { api, html } = await setUp();
    expect(preloads(await html('/vod/detail/Vd12'))).toEqual(['/api/images/banner/12.webp']);
    expect(preloads(await html('/movie'))).toEqual(['/api/images/poster/40.webp']);
    expect(preloads(await html('/en/drama'))).toEqual(['/api/images/poster/50.webp']);
    expect(preloads(await html(`/search?word=${encodeURIComponent(' 山河 ')}`))).toEqual([
      '/api/images/poster/60.webp',
    ]);
    expect(preloads(await html('/search?word=x'))).toEqual(['/api/images/poster/70.webp']);
    expect(api.asked.filter((url) => url.startsWith('/v3/web/api/home'))).toEqual([]);
  });

  it('preloads the other posters of a search’s first screen after the first, and no more', async () => {
    const { html } = await setUp({ count: 9 });
    const page = await html(`/search?word=${encodeURIComponent('山河')}`);
    expect(preloads(page)).toEqual(['/api/images/poster/60.webp']);
    // The results load their first screen's posters eagerly: the first one and those beside it.
    const beside = Array.from({ length: SEARCH_EAGER_POSTERS - 1 }, (_, i) => 61 + i);
    expect(alsoPreloaded(page)).toEqual(beside.map((id) => `/api/images/poster/${id}.webp`));
    expect(alsoPreloaded(await html('/movie'))).toEqual([]);
  });

  it('names nothing on a filtered channel page, and keeps it apart from the plain one', async () => {
    const { api, html } = await setUp();
    expect(preloads(await html('/movie/2024/juqing/us'))).toEqual([]);
    expect(preloads(await html('/movie?sort=latest'))).toEqual([]);
    expect(preloads(await html('/movie'))).toEqual(['/api/images/poster/40.webp']);
    expect(preloads(await html('/movie/2024/juqing/us'))).toEqual([]);
    expect(api.asked.filter((url) => url.startsWith('/v3/web/api/filter'))).toHaveLength(1);
  });

  it('takes /movie/all/all/all for the plain channel page, and the first row without banners', async () => {
    const { api, html } = await setUp();
    expect(preloads(await html('/movie/all/all/all'))).toEqual(['/api/images/poster/40.webp']);
    expect(api.asked.filter((url) => url.startsWith('/v3/web/api/filter'))).toHaveLength(1);

    // The real home reply has no banners: its first row's first poster is the picture.
    const alone = await startScreens();
    alone.api.state.banners = [];
    const { value } = await alone.screens.screenOf(pagePathById.home, '/', {});
    expect(value?.picture).toBe('/api/images/poster/30.webp');
    expect(value?.data?.home?.cardsGroup[0]?.cards[0]?.id).toBe(vid(30));
  });
});
