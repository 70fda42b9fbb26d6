/**
 * The host writes the home page's first screen with the app's server build: the app's HTML in
 * `#root`, the replies it was rendered from beside it (safe inside the page whatever they hold, in
 * the page's script), the scripts asked for after the pictures, one page per layout guessed, and
 * the plain page when the render fails. A stand-in server build records what it was asked.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, HomeData } from '@xinghe/contracts/client';
import { FIRST_DATA_ID, type FirstData } from '../src/firstScreen/firstData';
import type { PagePath } from '../src/routes/paths';
import { searchWordOf } from '../src/routes/head';
import { SERVER_RENDER_FILE } from '../server/html/pageHtml';
import { buildHost, createClientDir } from './host-helpers';

const home: HomeData = {
  chName: '首页',
  banners: [
    {
      id: 'Bn7',
      name: '简体</script><b>片名',
      subtitle: '',
      image: '/api/images/banner/7.webp',
      type: 'movie',
    },
  ],
  cardsGroup: [],
};

const found: DataOf<'search'> = {
  word: '山河',
  list: [{ id: 'Sh60', name: '山河谍影', picurl: '/api/images/poster/60.webp', countStr: 'HD' }],
  lives: [],
  total: 1,
  page: 1,
  pageSize: 24,
  hasMore: false,
};

/** The stand-in server build: its HTML names what it was asked; React's hints come first. */
const serverRender = `
export const asked = [];
export async function renderFirstScreen(request) {
  asked.push(request.url);
  if (request.base === '/en') throw new Error('a render that fails');
  const title = request.data.home.banners[0].name.replace(/</g, '&lt;');
  return '<link rel="preload" as="image" href="/api/images/poster/1.webp"/>' +
    '<p data-url="' + request.url + '" data-base="' + request.base + '" data-phone="' +
    request.data.phone + '">' + title + '</p>';
}`;

const firstDataOf = (html: string): FirstData =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`).exec(
      html,
    )![1]!,
  ) as FirstData;

describe('a first screen the host writes', () => {
  const client = createClientDir();
  const root = mkdtempSync(join(tmpdir(), 'xinghe-build-'));
  const clientDir = join(root, 'client');
  let host: FastifyInstance;
  beforeAll(async () => {
    cpSync(client.dir, clientDir, { recursive: true });
    mkdirSync(join(clientDir, SERVER_RENDER_FILE, '..'), { recursive: true });
    writeFileSync(join(clientDir, SERVER_RENDER_FILE), serverRender);
    const firstScreen = {
      ready: Promise.resolve(),
      askedOf: (_page: PagePath, location: string) => location,
      screenOf: async (page: PagePath, location: unknown) =>
        page.id === 'home'
          ? {
              value: { picture: home.banners![0]!.image, data: { home } },
              until: Number.POSITIVE_INFINITY,
            }
          : page.id === 'search'
            ? {
                value: {
                  picture: found.list[0]!.picurl,
                  data: {
                    search: { word: searchWordOf(String(location)), videos: found, actors: [] },
                  },
                },
                until: Number.POSITIVE_INFINITY,
              }
            : { value: null, until: Number.POSITIVE_INFINITY },
    };
    host = await buildHost({ clientDir, firstScreen });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    host.inject({ url, headers: { host: 'xinghe.test', ...headers } });

  it('puts the app in #root and the replies it came from beside it', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root"><p data-url="/" data-base="" data-phone="false">简体&lt;/script>&lt;b>片名</p></div>',
    );
    expect(firstDataOf(page.body)).toEqual({
      home,
      page: 'HomePage',
      phone: false,
    });
    // The data cannot end its element: `<` is written as \\u003c.
    expect(page.body).not.toContain('</script><b>');
    // The banner is preloaded by the head; React's poster hints are left out.
    expect(page.body).toContain('<link rel="preload" as="image" href="/api/images/banner/7.webp"');
    expect(page.body).not.toContain('/api/images/poster/1.webp');
  });

  it('asks for its scripts after the pictures: the page paints without them', async () => {
    const page = await get('/');
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src=');
    expect(page.body).not.toMatch(/<script type="module" (?!fetchpriority="low")/);
    // A page the host does not write keeps its scripts at their usual priority.
    expect((await get('/movie')).body).not.toContain('fetchpriority="low"');
  });

  it('writes a page per layout, guessed from the client hint or the user agent', async () => {
    const phoneByHint = await get('/', { 'sec-ch-ua-mobile': '?1' });
    const phoneByAgent = await get('/', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' });
    const desktop = await get('/', { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' });
    expect(phoneByHint.body).toContain('data-phone="true"');
    expect(phoneByAgent.body).toContain('data-phone="true"');
    expect(desktop.body).toContain('data-phone="false"');
    expect(desktop.headers.vary).toContain('Sec-CH-UA-Mobile');
    expect(desktop.headers.vary).toContain('User-Agent');
  });

  it('writes a zh-TW page from the replies in Traditional characters, under its prefix', async () => {
    const page = await get('/zh-TW/');
    expect(page.body).toContain('data-url="/zh-TW/" data-base="/zh-TW"');
    expect(page.body).toContain('簡體');
    expect(firstDataOf(page.body).home?.banners?.[0]?.name).toMatch(/^簡體/);
  });

  it('leaves a search page to the browser, with its replies and the head that names its keyword', async () => {
    const page = await get(`/search?word=${encodeURIComponent('山河')}`, {
      'sec-ch-ua-mobile': '?1',
    });
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('data-url=');
    expect(page.body).toMatch(/<title>[^<]*山河[^<]*<\/title>/);
    expect(firstDataOf(page.body)).toEqual({
      page: 'SearchPage',
      search: { word: '山河', videos: found, actors: [] },
      phone: true,
    });
    expect(page.body).toContain('<link rel="preload" as="image" href="/api/images/poster/60.webp"');
    // The browser renders it: its scripts keep their priority.
    expect(page.body).not.toContain('fetchpriority="low"');
  });

  it('sends the page the browser renders when the render fails, and tries again next time', async () => {
    const { asked } = (await import(pathToFileURL(join(clientDir, SERVER_RENDER_FILE)).href)) as {
      asked: string[];
    };
    // The stand-in fails the English page's render.
    const page = await get('/en/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain(FIRST_DATA_ID);
    const before = asked.filter((url) => url === '/en/').length;
    await get('/en/');
    expect(asked.filter((url) => url === '/en/').length).toBe(before + 1);
    // A written page is kept: asked again, it is not rendered again.
    await get('/zh-TW/');
    await get('/zh-TW/');
    expect(asked.filter((url) => url === '/zh-TW/')).toHaveLength(1);
  });
});
