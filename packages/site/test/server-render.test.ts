/**
 * The app rendered on the server (src/firstScreen/serverRender.tsx), in Node as the host runs it:
 * the home page's first screen from a home reply, whole, with no script React would need to
 * reveal a part, and nothing left over from one render in the next.
 */
import { describe, expect, it } from 'vitest';
import type { HomeData } from '@xinghe/contracts/client';
import {
  actorsFixture,
  categoryPageFixture,
  livesFixture,
  movieFiltersFixture,
  searchVideosFixture,
} from '../../ui/src/fixtures/browse';
import { homeDataFixture, realFieldsHomeDataFixture } from '../../ui/src/fixtures/catalogue';
import { renderFirstScreen } from '../src/firstScreen/serverRender';

const render = (home: HomeData, options: { phone?: boolean; locale?: 'zh-CN' | 'en' } = {}) =>
  renderFirstScreen({
    url: options.locale === 'en' ? '/en/' : '/',
    base: options.locale === 'en' ? '/en' : '',
    locale: options.locale ?? 'zh-CN',
    data: { home, phone: options.phone ?? false },
  });

describe('renderFirstScreen', () => {
  it('writes the home page whole: header, banner, every row, with links to the titles', async () => {
    const html = await render(homeDataFixture);
    const [banner] = homeDataFixture.banners ?? [];
    expect(html).toContain('<header');
    expect(html).toContain(`src="${banner!.image}"`);
    expect(html).toContain(banner!.name);
    for (const group of homeDataFixture.cardsGroup) {
      expect(html).toContain(group.name);
      expect(html).toContain(`href="/vod/detail/${group.cards[0]!.id}"`);
    }
    // Every part written in place: nothing needs an inline script (the page's policy runs none).
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden id="S:');
  });

  it('writes the home page from a reply with only the real fields: rows, no banner', async () => {
    const html = await render(realFieldsHomeDataFixture);
    for (const group of realFieldsHomeDataFixture.cardsGroup) {
      expect(html).toContain(group.name);
      expect(html).toContain(`href="/vod/detail/${group.cards[0]!.id}"`);
    }
    expect(html).not.toContain('/api/images/banner/');
  });

  it('leaves out what only the browser knows: the account cards keep their place', async () => {
    const html = await render(homeDataFixture);
    expect(html).not.toContain('登录');
    expect(html).toMatch(/class="[^"]*actionsReserve[^"]*"/);
  });

  it('starts each render from its own data', async () => {
    const renamed: HomeData = {
      ...homeDataFixture,
      banners: homeDataFixture.banners?.map((b, i) => (i === 0 ? { ...b, name: '另一部片' } : b)),
    };
    const [first, second, third] = await Promise.all([
      render(homeDataFixture),
      render(renamed),
      render(homeDataFixture),
    ]);
    expect(first).not.toContain('另一部片');
    expect(second).toContain('另一部片');
    expect(third).toBe(first);
  });

  it('refuses a screen it could not finish in time, and renders the next one whole', async () => {
    const late = new AbortController();
    late.abort(new Error('too slow'));
    await expect(
      renderFirstScreen(
        { url: '/', base: '', locale: 'zh-CN', data: { home: homeDataFixture } },
        late.signal,
      ),
    ).rejects.toThrow();
    expect(await render(homeDataFixture)).toContain(homeDataFixture.banners![0]!.name);
  });

  it('writes the layout the host guessed, and the language of the address', async () => {
    const desktop = await render(homeDataFixture);
    const phone = await render(homeDataFixture, { phone: true });
    expect(phone).not.toBe(desktop);
    expect(desktop).toContain('aria-label="主导航"');
    expect(phone).not.toContain('aria-label="主导航"');
    const english = await render(homeDataFixture, { locale: 'en' });
    expect(english).toContain('href="/en/vod/detail/');
    expect(english).not.toContain('推荐</a>');
  });

  it('writes a channel page from its filter bar and first page', async () => {
    // As the real API sends it: total and list only.
    const firstPage = { list: categoryPageFixture, total: 100 };
    const html = await renderFirstScreen({
      url: '/movie',
      base: '',
      locale: 'zh-CN',
      data: {
        page: 'CategoryPage',
        category: {
          type: 'movie',
          conditions: movieFiltersFixture,
          firstPage,
        },
      },
    });
    for (const [name, slug] of movieFiltersFixture.label) {
      expect(html).toContain(name);
      expect(html).toContain(`href="/movie/all/${slug}/all"`);
    }
    for (const video of categoryPageFixture) {
      expect(html).toContain(`href="/vod/detail/${video.id}"`);
    }
    expect(html).not.toContain('<script');
  });

  it('writes a search page from its first page and actors, for the keyword of its address', async () => {
    const word = '山河';
    const html = await renderFirstScreen({
      url: `/search?word=${encodeURIComponent(word)}`,
      base: '',
      locale: 'zh-CN',
      data: {
        page: 'SearchPage',
        search: {
          word,
          videos: {
            word,
            // The search reply names the poster picurl (W).
            list: searchVideosFixture.map(({ img, ...card }) => ({ ...card, picurl: img })),
            lives: livesFixture,
            total: 40,
            page: 1,
            pageSize: 24,
            hasMore: true,
          },
          actors: actorsFixture,
        },
        phone: true,
      },
    });
    for (const video of searchVideosFixture) {
      expect(html).toContain(`href="/vod/detail/${video.id}"`);
    }
    expect(html).toContain(`href="/person/${actorsFixture[0]!.id}"`);
    expect(html).toContain(livesFixture[0]!.name);
    expect(html).not.toContain('<script');
  });
});
