import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@xinghe/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { catalogueActions } from '../state/catalogue';
import { searchActions, searchState } from '../state/search';
import { fakeFetch, okReply as ok, type FakeRequest } from '@xinghe/contracts/testing';
import CategoryPage from './CategoryPage';
import SearchPage from './SearchPage';
import SearchPhonePage from './SearchPhonePage';

const video = (id: number, title: string) => ({
  id,
  title,
  cover: `/api/images/poster/${id}.webp`,
  type: 'movie' as const,
  year: 2021,
  region: 'us' as const,
  genres: ['动作'],
  score: 8,
  remark: 'HD',
  episodes: 1,
});

const conditions = {
  type: 'movie',
  filters: [
    {
      key: 'genre',
      title: '类型',
      options: [
        { value: '', label: '全部' },
        { value: '动作', label: '动作' },
      ],
    },
    {
      key: 'region',
      title: '地区',
      options: [
        { value: '', label: '全部' },
        { value: 'us', label: '美国' },
      ],
    },
    {
      key: 'sort',
      title: '排序',
      options: [
        { value: 'hottest', label: '最热' },
        { value: 'rating', label: '评分' },
      ],
    },
  ],
};

const hot = [
  { index: 1, name: '长安十二时辰', label: '电视剧', id: 7, url: '/vod/detail/7' },
  { index: 2, name: '湖南卫视', label: '直播', id: 5, url: '/live/5' },
];

/** Requests the pages made: URL and JSON body. */
let requests: FakeRequest[] = [];

function reply(url: string, body: Record<string, unknown> | undefined) {
  if (url.startsWith('/v3/web/api/getFilterCondition')) return ok(conditions);
  if (url === '/v3/web/api/filter')
    return ok({
      list: [video(1, '白夜突围')],
      total: 1,
      page: 1,
      pageSize: 24,
      hasMore: false,
      echo: body,
    });
  if (url === '/v3/web/api/search')
    return ok({
      word: body?.word,
      list: [video(2, '长安情书')],
      total: 1,
      page: 1,
      pageSize: 24,
      hasMore: false,
      lives: [],
    });
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
        {page}
      </Router>
    </I18nProvider>,
  );
  return location;
}

beforeEach(() => {
  localStorage.clear();
  const fake = fakeFetch((request) => reply(request.url, request.body));
  requests = fake.requests;
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  catalogueActions.reset();
  searchActions.reset();
});

describe('category page', () => {
  it('asks for the filters of its URL and shows them chosen, the default sort included', async () => {
    renderAt('/movie?genre=%E5%8A%A8%E4%BD%9C', <CategoryPage />);
    expect(await screen.findByText('白夜突围')).toBeTruthy();
    expect(requests.find((r) => r.url === '/v3/web/api/filter')?.body).toEqual({
      type: 'movie',
      genre: '动作',
      page: 1,
      pageSize: 24,
    });
    const pressed = () =>
      screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
    await waitFor(() => expect(pressed()).toEqual(['动作', '全部', '最热']));
  });

  it('writes a chosen filter into the URL as a new history entry', async () => {
    const location = renderAt('/movie?genre=%E5%8A%A8%E4%BD%9C', <CategoryPage />);
    const usa = await screen.findByRole('button', { name: '美国' });
    act(() => usa.click());
    expect(location.history.at(-1)).toBe('/movie?genre=%E5%8A%A8%E4%BD%9C&region=us');
    const genres = within(screen.getByRole('list', { name: '类型' }));
    act(() => genres.getByRole('button', { name: '全部' }).click());
    expect(location.history.at(-1)).toBe('/movie?region=us');
    expect(location.history).toHaveLength(3);
  });
});

describe('category page with a stale link', () => {
  it('drops a filter value the bar does not offer, replacing the history entry', async () => {
    const location = renderAt(
      '/movie?genre=%E4%B8%8D%E5%AD%98%E5%9C%A8&region=us',
      <CategoryPage />,
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/movie?region=us'));
    expect(location.history).toHaveLength(1); // replaced, so back does not return to the stale link
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/v3/web/api/filter').at(-1)?.body).toEqual({
        type: 'movie',
        region: 'us',
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
    expect(location.history.at(-1)).toBe('/live/5');

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
