/**
 * A page's HTML names its largest first-screen picture so the browser fetches it before any script
 * runs: the home page its first banner, a channel page and a search page the poster of their first
 * title, a detail page its backdrop. Asked of the API, kept briefly, and left out when the API is
 * slow, so a page is never held up for it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirstScreen } from '../server/heads/firstScreen';
import { CATEGORY_PAGE_SIZE } from '../src/state/catalogueQuery';
import { SEARCH_PAGE_SIZE } from '../src/state/searchHistory';
import { SEARCH_EAGER_POSTERS } from '@xinghe/ui/firstScreen';
import { createTitleHeads } from '../server/heads/titleHeads';
import { buildHost, createClientDir } from './host-helpers';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
    (m) => m[1],
  );

/** The first screen's other pictures: preloaded after the largest, at normal priority. */
const alsoPreloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)">/g)].map((m) => m[1]);

const banner = (id: number) => ({
  id,
  title: `片名${id}`,
  subtitle: '',
  image: `/api/images/banner/${id}.webp`,
});

const card = (id: number) => ({ id, title: `片名${id}`, cover: `/api/images/poster/${id}.webp` });

/**
 * A stand-in API: the home reply after `delayMs` (its banners can change), detail 12, a channel
 * list and search results (each first title by the body's type or word), else 404.
 */
async function startApi(delayMs = 0, found = 2) {
  const asked: string[] = [];
  const state = { banners: [banner(3), banner(5)] };
  const api = Fastify({ logger: false });
  api.get('/v3/web/api/home', async (request) => {
    asked.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return {
      code: 0,
      msg: 'ok',
      data: { chName: 'recommend', banners: state.banners, sections: [] },
    };
  });
  api.get('/web/v2/dianbo/collection/:id', async () => ({
    code: 0,
    msg: 'ok',
    data: {
      id: 12,
      title: '山河谍影',
      cover: '/api/images/poster/12.webp',
      banner: '/api/images/banner/12.webp',
      type: 'drama',
      year: 2019,
      region: 'cn',
      genres: ['谍战'],
      score: 8.6,
      description: '一九三七年的上海。',
      tagline: '',
      remark: '全3集',
      episodes: [{ ep: 1, title: '第1集', duration: 60 }],
    },
  }));
  const list = (first: number, count = 2) => ({
    list: Array.from({ length: count }, (_, i) => card(first + i)),
    total: count,
  });
  const filters = [{ key: 'genre', title: '类型', options: [{ value: '', label: '全部' }] }];
  api.get('/v3/web/api/getFilterCondition', async (request) => {
    const { type } = request.query as { type: string };
    return { code: 0, msg: 'ok', data: { type, filters } };
  });
  const filterBodies: unknown[] = [];
  api.post('/v3/web/api/filter', async (request) => {
    asked.push(request.url);
    filterBodies.push(request.body);
    const { type } = request.body as { type: string };
    return { code: 0, msg: 'ok', data: list(type === 'movie' ? 40 : 50) };
  });
  const searchBodies: unknown[] = [];
  api.post('/v3/web/api/search', async (request) => {
    searchBodies.push(request.body);
    const { word } = request.body as { word: string };
    const results = list(word === '山河' ? 60 : 70, found);
    return {
      code: 0,
      msg: 'ok',
      data: { word, ...results, page: 1, pageSize: 24, hasMore: false, lives: [] },
    };
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
  async function setUp({ delayMs = 0, waitMs = 10_000, ttlMs = 60_000, found = 2 } = {}) {
    const api = await startApi(delayMs, found);
    const host: FastifyInstance = await buildHost({
      clientDir: client.dir,
      upstream: api.origin,
      firstScreen: createFirstScreen({ upstream: api.origin, waitMs, ttlMs }),
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
    return { api, screens: createFirstScreen({ upstream: api.origin, waitMs: 10_000 }) };
  }

  it('keeps a channel page’s filter bar and first page, asked as the page asks, to write it', async () => {
    const { api, screens } = await startScreens();
    const { value } = await screens.screenOf({ kind: 'channel', type: 'movie' });
    expect(value?.picture).toBe('/api/images/poster/40.webp');
    expect(value?.data?.category).toMatchObject({
      type: 'movie',
      conditions: { type: 'movie', filters: [{ key: 'genre' }] },
      firstPage: { list: [{ id: 40 }, { id: 41 }] },
    });
    expect(api.filterBodies).toEqual([{ type: 'movie', page: 1, pageSize: CATEGORY_PAGE_SIZE }]);
  });

  it('keeps a search’s first page and its actors, asked as the page asks, to write it', async () => {
    const { api, screens } = await startScreens();
    const { value } = await screens.screenOf({ kind: 'search', word: '山河' });
    expect(value?.picture).toBe('/api/images/poster/60.webp');
    expect(value?.data?.search).toMatchObject({
      word: '山河',
      videos: { word: '山河', list: [{ id: 60 }, { id: 61 }], total: 2 },
      actors: [{ id: 9, name: '林远' }],
    });
    expect(api.searchBodies).toEqual([{ word: '山河', page: 1, pageSize: SEARCH_PAGE_SIZE }]);
    // The actors are a side section: without them the page is written with none.
    const { value: alone } = await screens.screenOf({ kind: 'search', word: '无人' });
    expect(alone?.data?.search?.actors).toEqual([]);
  });

  it('keeps a title’s detail, cast and recommendations, asked as the page asks, to embed them', async () => {
    const { screens } = await startScreens();
    const { value } = await screens.screenOf({ kind: 'detail', id: 12 });
    expect(value?.picture).toBe('/api/images/banner/12.webp');
    // The stand-in API has no cast nor recommendations: the title comes without them.
    expect(value?.data?.detail).toMatchObject({
      id: 12,
      detail: { id: 12, title: '山河谍影' },
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
    expect(preloads(await html('/vod/detail/12'))).toEqual(['/api/images/banner/12.webp']);
    expect(preloads(await html('/movie'))).toEqual(['/api/images/poster/40.webp']);
    expect(preloads(await html('/en/drama'))).toEqual(['/api/images/poster/50.webp']);
    expect(preloads(await html(`/search?word=${encodeURIComponent(' 山河 ')}`))).toEqual([
      '/api/images/poster/60.webp',
    ]);
    expect(preloads(await html('/search?word=x'))).toEqual(['/api/images/poster/70.webp']);
    expect(api.asked.filter((url) => url.startsWith('/v3/web/api/home'))).toEqual([]);
  });

  it('preloads the other posters of a search’s first screen after the first, and no more', async () => {
    const { html } = await setUp({ found: 9 });
    const page = await html(`/search?word=${encodeURIComponent('山河')}`);
    expect(preloads(page)).toEqual(['/api/images/poster/60.webp']);
    // The results load their first screen's posters eagerly: the first one and those beside it.
    const beside = Array.from({ length: SEARCH_EAGER_POSTERS - 1 }, (_, i) => 61 + i);
    expect(alsoPreloaded(page)).toEqual(beside.map((id) => `/api/images/poster/${id}.webp`));
    expect(alsoPreloaded(await html('/movie'))).toEqual([]);
  });

  it('names nothing on a filtered channel page, and keeps it apart from the plain one', async () => {
    const { api, html } = await setUp();
    expect(preloads(await html('/movie?genre=%E5%89%A7%E6%83%85'))).toEqual([]);
    expect(preloads(await html('/movie'))).toEqual(['/api/images/poster/40.webp']);
    expect(preloads(await html('/movie?genre=%E5%89%A7%E6%83%85'))).toEqual([]);
    expect(api.asked.filter((url) => url.startsWith('/v3/web/api/filter'))).toHaveLength(1);
  });
});
