import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@xinghe/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from './App';
import { calendarDate, openedOn, POP_TIME_KEY } from './state/dailyPopup';
import { homeActions } from './state/home';
import { ok, realFieldsHome, sampleHome, scriptedFetch } from '../test/storeClients';

const WRITTEN_TITLE = 'written by the host';

/** The home page first (its head written by the host), then `path` as a navigation. */
async function navigateFromHome(path: string) {
  const location = renderAt('/');
  await screen.findAllByText('流浪地球');
  act(() => location.navigate(path));
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider>
      <Router hook={location.hook}>
        <AppShell />
      </Router>
    </I18nProvider>,
  );
  return location;
}

beforeEach(() => {
  // The daily popup (its own tests) stays shut: it would open 500 ms into these.
  localStorage.setItem(POP_TIME_KEY, JSON.stringify(openedOn(calendarDate(new Date()))));
  // The head the host writes for the first page (here: for /, in brief).
  document.head.innerHTML = `<title>${WRITTEN_TITLE}</title><meta name="description" content=""><link rel="canonical" href="https://www.xinghe.example/">`;
  const { fetch } = scriptedFetch((url) =>
    url.startsWith('/v3/web/api/home') ? ok(sampleHome) : { status: 404, body: {} },
  );
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  homeActions.reset();
});

describe('the app shell', () => {
  it('shows the header and the home screen with the API data on /', async () => {
    renderAt('/');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    // The title is in its row, and in the 热播榜 once that arrives.
    expect((await screen.findAllByText('流浪地球'))[0]).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /流浪地球/ })[0]!.getAttribute('href')).toBe(
      '/vod/detail/Ld11wQ9eRt',
    );
  });

  it('keeps the head the host wrote for the first page, and writes it on the next', async () => {
    const location = renderAt('/');
    await screen.findAllByText('流浪地球');
    // Had the app asked for the updater, its callback would run before this import settles.
    await act(async () => {
      await import('./routes/documentHead');
    });
    expect(document.title).toBe(WRITTEN_TITLE);
    act(() => location.navigate('/movie'));
    await waitFor(() => expect(document.title).toBe('星河影视 - 电影'));
    act(() => location.navigate('/'));
    await waitFor(() => expect(document.title).toBe('星河影视 - 推荐'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.xinghe.example/',
    );
  });

  it('hides the header on the pages SPEC "Layout rules" lists', async () => {
    for (const path of ['/privacy', '/zj/1/2', '/userinfo', '/invite', '/invite-h5']) {
      renderAt(path);
      // Whatever the page shows (a placeholder, a player), once it shows it there is no header.
      await waitFor(() => expect(document.querySelector('main')?.childElementCount, path).toBe(1), {
        timeout: 5000,
      });
      expect(screen.queryByRole('navigation', { name: '主导航' }), path).toBeNull();
      // A page's own <header> inside <main> is no banner (jsdom's role lookup does not know that).
      const banners = screen.queryAllByRole('banner').filter((el) => !el.closest('main'));
      expect(banners, path).toEqual([]);
      cleanup();
    }
  });

  it('shows the phone search page without a header', async () => {
    await navigateFromHome('/search-phone');
    expect(await screen.findByRole('searchbox', { name: '搜索关键词' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('星河影视 - 搜索'));
  });

  it('names the search keyword in the document title', async () => {
    const location = memoryLocation({ path: '/' });
    render(
      <I18nProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AppShell />
        </Router>
      </I18nProvider>,
    );
    act(() => location.navigate('/search?word=%E9%95%BF%E5%AE%89'));
    await waitFor(() => expect(document.title).toBe('星河影视 - “长安”的搜索结果'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.xinghe.example/search',
    );
  });

  it('updates title and canonical on navigation, mapping play-thrid to play-official', async () => {
    const location = renderAt('/');
    await screen.findAllByText('流浪地球');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    act(() => location.navigate('/vod/play-thrid/42/3'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.title).toBe('星河影视 - 在线播放（第三方片源）'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.xinghe.example/vod/play-official/42/3',
    );
  });

  it('shows the not-found page with its title on an unknown path', async () => {
    await navigateFromHome('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('星河影视 - 页面不存在'));
  });

  it('shows the home page from a reply with only the real fields: its rows, linked', async () => {
    const reply = (url: string) =>
      url.startsWith('/v3/web/api/home') ? ok(realFieldsHome) : { status: 404, body: {} };
    vi.stubGlobal('fetch', scriptedFetch(reply).fetch);
    renderAt('/');
    expect((await screen.findAllByText('热门电影')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /流浪地球/ })[0]!.getAttribute('href')).toBe(
      '/vod/detail/Ld11wQ9eRt',
    );
  });

  it('shows the retry state when the home request fails, and recovers on retry', async () => {
    // Home replies in order; anything else the page asks for (the header's hot searches) is a 404.
    const replies = [{ status: 502, body: {} }, ok(sampleHome)];
    const reply = (url: string) =>
      url.startsWith('/v3/web/api/home') ? replies.shift()! : { status: 404, body: {} };
    vi.stubGlobal('fetch', scriptedFetch(reply).fetch);
    renderAt('/');
    const retry = await screen.findByRole('button', { name: /加载失败，点击重试/ });
    act(() => retry.click());
    expect((await screen.findAllByText('流浪地球'))[0]).toBeTruthy();
  });
});
