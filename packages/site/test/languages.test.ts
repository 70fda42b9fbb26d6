/**
 * The language of a page request, decided by the host: the URL's prefix, else the stored choice
 * (the `xh_lang` cookie), else Accept-Language. A request without a prefix that asks for another
 * language than 简体中文 is sent to that language's address, so each address has one language
 * and is its own canonical URL, with its alternates in the other languages.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir } from './host-helpers';

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('the language of a page', () => {
  const client = createClientDir();
  let host: FastifyInstance;
  beforeAll(async () => {
    host = await buildHost({ clientDir: client.dir });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    host.inject({ url, headers: { host: 'xinghe.test', ...headers } });

  it('is 简体中文 at an unprefixed address when nothing asks otherwise', async () => {
    const reply = await get('/movie');
    expect(reply.statusCode).toBe(200);
    expect(langOf(reply.body)).toBe('zh-CN');
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/movie');
    expect(reply.headers.vary).toContain('Accept-Language');
  });

  it('sends a browser that asks for English or Traditional to that language’s address', async () => {
    const english = await get('/movie?area=us', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en/movie?area=us');
    expect(english.headers.vary).toContain('Accept-Language');

    const home = await get('/', { 'accept-language': 'zh-HK,zh;q=0.8' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/zh-TW/');
  });

  it('follows the stored choice before the browser’s languages', async () => {
    const stored = await get('/vod/detail/3', {
      cookie: 'xh_lang=zh-TW',
      'accept-language': 'en-US',
    });
    expect(stored.statusCode).toBe(302);
    expect(stored.headers.location).toBe('/zh-TW/vod/detail/3');

    const simplified = await get('/movie', { cookie: 'xh_lang=zh-CN', 'accept-language': 'en' });
    expect(simplified.statusCode).toBe(200);
    expect(langOf(simplified.body)).toBe('zh-CN');
  });

  it('serves a prefixed address in its language, as its own canonical URL, whatever is asked', async () => {
    const reply = await get('/en/movie', { cookie: 'xh_lang=zh-TW', 'accept-language': 'zh-CN' });
    expect(reply.statusCode).toBe(200);
    expect(langOf(reply.body)).toBe('en');
    expect(canonicalOf(reply.body)).toBe('http://xinghe.test/en/movie');
  });

  it('writes a page in Traditional or English whole: title, alternates in every language, locale', async () => {
    const traditional = (await get('/zh-TW/vod/detail/3')).body;
    expect(langOf(traditional)).toBe('zh-TW');
    const title = /<title>([^<]*)<\/title>/.exec(traditional)?.[1];
    expect(title).toMatch(/^星河影視 - \S/);
    // Characters that exist only in Simplified.
    expect(title).not.toMatch(/[这们国说爱电视书长门车马鸟发录简体剧综艺动网页时间点击热详]/);
    expect(canonicalOf(traditional)).toBe('http://xinghe.test/zh-TW/vod/detail/3');
    for (const [lang, path] of [
      ['zh-CN', '/vod/detail/3'],
      ['zh-TW', '/zh-TW/vod/detail/3'],
      ['en', '/en/vod/detail/3'],
      ['x-default', '/vod/detail/3'],
    ]) {
      expect(traditional).toContain(
        `<link rel="alternate" hreflang="${lang}" href="http://xinghe.test${path}">`,
      );
    }

    const english = (await get('/en/vod/detail/3')).body;
    expect(langOf(english)).toBe('en');
    expect(english).toMatch(/<title>Xinghe TV - [^<]+<\/title>/);
    expect(english).toContain('<meta property="og:locale" content="en_US" />');
  });
});
