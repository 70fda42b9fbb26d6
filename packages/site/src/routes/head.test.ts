import { describe, expect, it } from 'vitest';
import { canonicalUrl, escapeHtml, fillHead, headFor } from './head';
import { canonicalPath, hrefFor } from './paths';

describe('canonical URLs', () => {
  it('maps play-thrid to play-official and drops query and hash', () => {
    expect(canonicalPath('/vod/play-thrid/5/1?x=1#t')).toBe('/vod/play-official/5/1');
    expect(canonicalPath('/?from=ad')).toBe('/');
    expect(canonicalUrl('https://a.example', '/search?word=x')).toBe('https://a.example/search');
  });

  it('gives the same URL as URL parsing would, for plain and unusual paths alike', () => {
    for (const path of [
      '/',
      '/vod/detail/12',
      '/a/./b',
      '/a/../b',
      '/x y',
      "/a'b",
      '/%E9%95%BF',
      '/a:b@c',
    ]) {
      expect(canonicalUrl('https://a.example', path), path).toBe(
        new URL(path, 'https://a.example').href,
      );
    }
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', '/\\/\\evil.example/x'])(
    'keeps a leading %j from naming another host',
    (location) => {
      expect(canonicalUrl('https://a.example', location)).toBe('https://a.example/evil.example/x');
    },
  );
});

describe('fillHead', () => {
  it('escapes the values it writes and adds extra tags at the end of the head', () => {
    const html = fillHead(
      '<head><title>{{title}}</title><link href="{{canonical}}"></head>',
      { title: 'a<b>&"c"', canonical: 'https://a.example/"x' },
      '<meta name="robots" content="noindex">',
    );
    expect(html).toBe(
      '<head><title>a&lt;b&gt;&amp;&quot;c&quot;</title><link href="https://a.example/&quot;x">' +
        '<meta name="robots" content="noindex"></head>',
    );
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('uses the page title, or the not-found title for no page', () => {
    expect(headFor('movie', 'https://a.example', '/movie').title).toBe('星河影视 - 电影');
    expect(headFor(null, 'https://a.example', '/nope').title).toBe('星河影视 - 页面不存在');
  });
});

describe('hrefFor', () => {
  it('fills and encodes parameters', () => {
    expect(hrefFor('vodDetail', { id: 12 })).toBe('/vod/detail/12');
    expect(hrefFor('vodPlayOfficial', { id: 1, ep: 'a b' })).toBe('/vod/play-official/1/a%20b');
    expect(() => hrefFor('person')).toThrow(/missing parameter id/);
  });
});

describe('the search page head', () => {
  it('names the keyword in the title and description, trimmed and cut to 20 characters', () => {
    const head = headFor('search', 'https://a.example', '/search?word=%20%E9%95%BF%E5%AE%89%20');
    expect(head.title).toBe('星河影视 - “长安”的搜索结果');
    expect(head.description).toContain('“长安”');
    expect(head.canonical).toBe('https://a.example/search');
    const long = headFor('search', 'https://a.example', `/search?word=${'长'.repeat(30)}`);
    expect(long.title).toBe(`星河影视 - “${'长'.repeat(20)}”的搜索结果`);
  });

  it('keeps the fixed head without a keyword, or with one that spells a placeholder', () => {
    for (const location of ['/search', '/search?word=%20', '/search?word={{canonical}}']) {
      expect(headFor('search', 'https://a.example', location).title, location).toBe(
        '星河影视 - 搜索结果',
      );
    }
    expect(headFor('movie', 'https://a.example', '/movie?word=x').title).toBe('星河影视 - 电影');
  });
});
