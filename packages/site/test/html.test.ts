import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_CHANNEL_NAMES } from '@xinghe/contracts';
import { specPagePaths } from '../src/routes/paths';
import { sampleUrl, specRoutes } from './fixtures/specRoutes';
import { buildHost, createClientDir, fakeBuild } from './host-helpers';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const metaOf = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('HTML of the page routes', () => {
  const client = createClientDir();
  let host: FastifyInstance;
  beforeAll(async () => {
    host = await buildHost({ clientDir: client.dir });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });

  it('serves every route of routes.tsv with its own title, description and canonical URL', async () => {
    const titles = new Set<string>();
    for (const route of specRoutes) {
      const url = sampleUrl(route);
      const reply = await host.inject({ url, headers: { host: 'xinghe.test' } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      const title = titleOf(reply.body);
      expect(title, url).toMatch(/^星河影视 - \S/);
      titles.add(title!);
      expect(metaOf(reply.body, 'name', 'description'), url).toMatch(/星河影视/);
      expect(metaOf(reply.body, 'property', 'og:title')).toBe(title);
      const canonical = canonicalOf(reply.body);
      expect(metaOf(reply.body, 'property', 'og:url')).toBe(canonical);
      expect(canonical, url).toMatch(/^http:\/\/xinghe\.test\//);
      expect(canonical, url).not.toContain('?');
      expect(reply.body).not.toContain('{{');
    }
    expect(titles.size).toBe(specRoutes.length);
  });

  it('gives the home page its title, canonical, description and the PNG icon', async () => {
    const reply = await host.inject({ url: '/', headers: { host: 'xinghe.test' } });
    expect(titleOf(reply.body)).toBe('星河影视 - 推荐');
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/');
    expect(metaOf(reply.body, 'name', 'description')).toMatch(/星河影视/);
    // The raster icon the build draws (scripts/rasterFavicon.ts), not the SVG design.
    expect(reply.body).toContain(
      '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"',
    );
  });

  it('maps play-thrid to play-official in the canonical URL and removes the query', async () => {
    const reply = await host.inject({
      url: '/vod/play-thrid/42/7?from=share&t=10',
      headers: { host: 'xinghe.test' },
    });
    expect(reply.statusCode).toBe(200);
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/vod/play-official/42/7');
  });

  it('serves a channel page in the real site form, canonical in that form, /all/all/all as the channel', async () => {
    const get = (url: string) => host.inject({ url, headers: { host: 'xinghe.test' } });
    const filtered = await get('/movie/2024/dongzuo/us?sort=latest');
    expect(filtered.statusCode).toBe(200);
    expect(titleOf(filtered.body)).toBe('星河影视 - 电影');
    expect(canonicalOf(filtered.body)).toBe('http://xinghe.test/movie/2024/dongzuo/us');
    expect(canonicalOf((await get('/documentary/all/all/all')).body)).toBe(
      'http://xinghe.test/documentary',
    );
    expect(canonicalOf((await get('/en/drama/2010/all/kr')).body)).toBe(
      'http://xinghe.test/en/drama/2010/all/kr',
    );
    expect((await get('/movie/2024/dongzuo')).statusCode).toBe(404);
  });

  it('writes each channel page its own head, filtered by nothing in the real form or not', async () => {
    for (const [type, name] of Object.entries(VOD_CHANNEL_NAMES)) {
      for (const url of [`/${type}`, `/${type}/all/all/all?sort=latest`]) {
        const reply = await host.inject({ url, headers: { host: 'xinghe.test' } });
        expect(titleOf(reply.body), url).toBe(`星河影视 - ${name}`);
        expect(canonicalOf(reply.body), url).toBe(`http://xinghe.test/${type}`);
        expect(metaOf(reply.body, 'name', 'description'), url).toMatch(/星河影视/);
      }
    }
  });

  it('names the search keyword in the title it writes, escaped', async () => {
    const word = encodeURIComponent('长安<script>');
    const reply = await host.inject({
      url: `/search?word=${word}`,
      headers: { host: 'xinghe.test' },
    });
    expect(titleOf(reply.body)).toBe('星河影视 - “长安&lt;script&gt;”的搜索结果');
    expect(metaOf(reply.body, 'property', 'og:title')).toBe(titleOf(reply.body));
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/search');
    const plain = await host.inject({ url: '/search', headers: { host: 'xinghe.test' } });
    expect(titleOf(plain.body)).toBe('星河影视 - 搜索结果');
  });

  it('drops the search query from the canonical URL', async () => {
    const reply = await host.inject({ url: '/search?word=abc', headers: { host: 'xinghe.test' } });
    expect(titleOf(reply.body)).toBe('星河影视 - “abc”的搜索结果');
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/search');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const reply = await host.inject({ url: '/no/such/page' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(reply.body)).toBe('星河影视 - 页面不存在');
    expect(reply.body).toContain('<meta name="robots" content="noindex">');
    expect(reply.body).toContain('<div id="root"></div>');
  });

  it('answers a missing file with a JSON 404 instead of the page', async () => {
    const reply = await host.inject({ url: '/assets/missing-123.js' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('escapes a hostile path before writing it into the head', async () => {
    const page = await host.inject({
      url: '/vod/detail/"><img src=x onerror=alert(1)>',
      headers: { host: 'xinghe.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img');
    expect(canonicalOf(page.body)).toBe(
      'http://xinghe.test/vod/detail/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
    );
    const missing = await host.inject({
      url: '/vod/detail/"><script>alert(1)</script>',
      headers: { host: 'xinghe.test' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<script>alert(1)');
    expect(canonicalOf(missing.body)).toBe(
      'http://xinghe.test/vod/detail/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
  });

  it('does not let a forged Host header into the page or its canonical URL', async () => {
    const forged = await host.inject({ url: '/', headers: { host: 'evil"><b>x' } });
    expect(forged.body).not.toContain('<b>x');
    expect(canonicalOf(forged.body)).toBe('http://localhost/');
  });

  it('preloads the page chunk and its imports, writes in its stylesheets, and not the entry again', async () => {
    const reply = await host.inject({ url: '/' });
    expect(reply.body).toContain(
      `<link rel="modulepreload" crossorigin href="/${fakeBuild.homeJs}">`,
    );
    expect(reply.body).toContain(
      `<link rel="modulepreload" crossorigin href="/${fakeBuild.sharedJs}">`,
    );
    // Its stylesheets are written in (server/html/inlineStyles.ts), each with a disabled link to
    // its file that keeps the chunk from loading it again.
    expect(reply.body).toContain(
      `<style>.home{color:red}\n</style>` +
        `<link rel="stylesheet" crossorigin href="/${fakeBuild.homeCss}" disabled>`,
    );
    expect(reply.body).toContain(
      `<style>:root{--page:#fff}\n</style>` +
        `<link rel="stylesheet" crossorigin href="/${fakeBuild.entryCss}" disabled>`,
    );
    expect(reply.body).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(reply.body).not.toContain(
      `rel="modulepreload" crossorigin href="/${fakeBuild.entryJs}"`,
    );
    // After the entry's stylesheet, so the page's rules keep their place in the cascade.
    expect(reply.body.indexOf(fakeBuild.homeCss)).toBeGreaterThan(
      reply.body.indexOf('index-Css123.css'),
    );
    // Another page has its own chunk and not the home one.
    const other = await host.inject({ url: '/person/1' });
    expect(other.body).toContain(`href="/${fakeBuild.personJs}"`);
    expect(other.body).not.toContain(fakeBuild.homeJs);
  });

  it('answers HEAD for a page without a body', async () => {
    const reply = await host.inject({ method: 'HEAD', url: '/movie' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
  });

  it('answers another method on a page 405 in the envelope, before reading its body', async () => {
    for (const [method, url] of [
      ['PUT', '/'],
      ['DELETE', '/vip'],
      ['POST', '/vod/detail/12'],
      ['PATCH', '/search'],
      ['OPTIONS', '/movie'],
    ] as const) {
      // An empty JSON body, which Fastify's parser would refuse with 400 if it got that far.
      const reply = await host.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(405);
      expect(reply.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
      expect(reply.json()).toEqual({ code: 405, msg: '不支持的请求方法', data: null });
    }
  });

  it('lists one page route per routes.tsv line', () => {
    expect(specPagePaths.map((page) => page.spec)).toEqual([...specRoutes]);
  });
});

describe('HTML with a public origin', () => {
  it('writes the configured origin into canonical and og:url whatever the Host header', async () => {
    const client = createClientDir();
    const host = await buildHost({
      clientDir: client.dir,
      publicOrigin: 'https://www.xinghe.example',
    });
    try {
      const reply = await host.inject({ url: '/movie?page=2', headers: { host: 'internal:3000' } });
      expect(canonicalOf(reply.body)).toBe('https://www.xinghe.example/movie');
      expect(metaOf(reply.body, 'property', 'og:url')).toBe('https://www.xinghe.example/movie');
    } finally {
      await host.close();
      client.remove();
    }
  });

  it('refuses to start without a built client, saying what to run', async () => {
    await expect(buildHost({ clientDir: '/nonexistent/client' })).rejects.toThrow(
      /pnpm --filter @xinghe\/site build/,
    );
  });
});
