import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider, LinkNavigation } from '@xinghe/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useRoute } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { catalogueActions } from '../state/catalogue';
import { searchActions, searchState } from '../state/search';
import { fakeFetch, okReply as ok, type FakeRequest } from '@xinghe/contracts/testing';
import CategoryPage from './CategoryPage';
import SearchPage from './SearchPage';
import SearchPhonePage from './SearchPhonePage';

/** A card with the real fields only (K): id, name, img, countStr. */
const video = (id: string, name: string) => ({
  id,
  name,
  img: `/api/images/poster/${id}.webp`,
  countStr: 'HD',
});

/** A search result as the real API sends it (W): the poster is `picurl`. */
const found = (id: string, name: string) => ({
  id,
  name,
  picurl: `/api/images/poster/${id}.webp`,
  countStr: '全36集',
});

const condition = {
  label: [
    ['动作', 'dongzuo'],
    ['剧情', 'juqing'],
  ],
  country: ['美国', '大陆'],
  time: [2024, 2020, 2010],
};

const hot = [
  {
    index: 1,
    name: '长安十二时辰',
    label: '电视剧',
    id: 'Ca7x2Anz01',
    url: '/vod/detail/Ca7x2Anz01',
  },
  { index: 2, name: '湖南卫视', label: '直播', id: 'hunan', url: '/live/hunan' },
];

/** Requests the pages made: URL and JSON body. */
let requests: FakeRequest[] = [];

function reply(url: string) {
  if (url.startsWith('/v3/web/api/getFilterCondition')) return ok(condition);
  if (url === '/v3/web/api/filter')
    return ok({ list: [video('Bw1yTw0001', '白夜突围')], total: 1 });
  if (url === '/v3/web/api/search')
    return ok({ list: [found('Ca2qSh0002', '长安情书')], total: 1 });
  if (url.startsWith('/metadata/v1/actor/searchActor')) return ok({ list: [] });
  if (url === '/v3/web/api/getSearchOptions') return ok({ data: hot });
  return { status: 404, body: {} };
}

function renderAt(path: string, page: ReactNode) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <I18nProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LinkNavigation>{page}</LinkNavigation>
      </Router>
    </I18nProvider>,
  );
  return location;
}

beforeEach(() => {
  localStorage.clear();
  const fake = fakeFetch((request) => reply(request.url));
  requests = fake.requests;
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  catalogueActions.reset();
  searchActions.reset();
});

/** The category page as the route table gives it its segments (`/movie/:year/:label/:area`). */
function MoviePage() {
  const [, segments] = useRoute('/movie/:year/:label/:area');
  return <CategoryPage params={segments ?? {}} />;
}

const filterBodies = () =>
  requests.filter((r) => r.url === '/v3/web/api/filter').map((r) => r.body);
const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);

describe('category page', () => {
  it('opens a link in the real site form filtered, asks in the real terms, the options chosen', async () => {
    renderAt('/movie/2010/dongzuo/us', <MoviePage />);
    expect(await screen.findByText('白夜突围')).toBeTruthy();
    await waitFor(() =>
      expect(filterBodies().at(-1)).toEqual({
        chName: '电影',
        label: '动作',
        country: '美国',
        startTime: 2010,
        endTime: 2019,
        page: 1,
        pageSize: 24,
      }),
    );
    await waitFor(() => expect(current()).toEqual(['动作', '美国', '2010年代', '最热']));
  });

  it('shows /movie and /movie/all/all/all unfiltered', async () => {
    renderAt('/movie/all/all/all', <MoviePage />);
    expect(await screen.findByText('白夜突围')).toBeTruthy();
    expect(filterBodies()).toEqual([
      { chName: '电影', startTime: 0, endTime: 0, page: 1, pageSize: 24 },
    ]);
    await waitFor(() => expect(current()).toEqual(['全部', '全部', '全部', '最热']));
  });

  it('links each option to the URL of the filter with it, as a new history entry', async () => {
    const location = renderAt('/movie/all/dongzuo/all', <MoviePage />);
    const usa = await screen.findByRole('link', { name: '美国' });
    expect(usa.getAttribute('href')).toBe('/movie/all/dongzuo/us');
    act(() => usa.click());
    expect(location.history.at(-1)).toBe('/movie/all/dongzuo/us');
    const genres = within(screen.getByRole('list', { name: '类型' }));
    act(() => genres.getByRole('link', { name: '全部' }).click());
    expect(location.history.at(-1)).toBe('/movie/all/all/us');
    expect(location.history).toHaveLength(3);
    await waitFor(() =>
      expect(filterBodies().at(-1)).toEqual({
        chName: '电影',
        country: '美国',
        startTime: 0,
        endTime: 0,
        page: 1,
        pageSize: 24,
      }),
    );
  });

  it('is not a page for a segment no filter could have', async () => {
    renderAt('/movie/recent/dongzuo/mars', <MoviePage />);
    expect((await screen.findAllByText(/不存在|找不到|404/)).length).toBeGreaterThan(0);
    expect(filterBodies()).toEqual([]);
  });
});

describe('category page with a stale link', () => {
  it('drops a filter value the channel does not offer, replacing the history entry', async () => {
    const location = renderAt('/movie/all/kehuan/us', <MoviePage />);
    await waitFor(() => expect(location.history.at(-1)).toBe('/movie/all/all/us'));
    expect(location.history).toHaveLength(1); // replaced, so back does not return to the stale link
    await waitFor(() =>
      expect(filterBodies().at(-1)).toEqual({
        chName: '电影',
        country: '美国',
        startTime: 0,
        endTime: 0,
        page: 1,
        pageSize: 24,
      }),
    );
  });
});

describe('search pages', () => {
  it('searches the keyword of the URL and records it in the history', async () => {
    renderAt('/search?word=%E9%95%BF%E5%AE%89', <SearchPage />);
    expect(await screen.findByText('长安情书')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '“长安”的搜索结果' })).toBeTruthy();
    expect(searchState.history).toEqual(['长安']);
    expect(JSON.parse(localStorage.getItem('keywords')!)).toEqual(['长安']);
  });

  it('without a keyword shows the search start: field, history and hot searches', async () => {
    searchActions.remember('流浪地球');
    renderAt('/search', <SearchPage />);
    expect(await screen.findByRole('button', { name: /长安十二时辰/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '流浪地球' })).toBeTruthy();
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(requests.some((r) => r.url === '/v3/web/api/search')).toBe(false);
  });

  it('the phone search page submits to /search and leads a live entry to its channel', async () => {
    const location = renderAt('/search-phone', <SearchPhonePage />);
    const live = await screen.findByRole('button', { name: /湖南卫视/ });
    act(() => live.click());
    expect(location.history.at(-1)).toBe('/live/hunan');

    const field = screen.getByRole('searchbox');
    act(() => {
      field.focus();
      // React listens to the native input event: set the value as a browser would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        field,
        '长安',
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => field.closest('form')!.requestSubmit());
    expect(location.history.at(-1)).toBe('/search?word=%E9%95%BF%E5%AE%89');
  });
});
