import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Loadable, VideoCard } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { realFieldsOnly } from '../../fixtures/catalogue';
import {
  categoryNextPageFixture,
  categoryPageFixture,
  filterVocabularyFixture,
  movieFiltersFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import type { PagedList } from '../../loadView';
import { CategoryScreen, type CategoryScreenProps } from './CategoryScreen';
import { browseMessages } from '../../storybook/liveCatalogues';
import { browseT } from '../../i18n/browseMessages';
import { genreLabel } from '../../i18n/listLabels';

const movieTitle = () => messages['nav.movie'];

/** The first page of 1286 results (the fixtures), with what a story changes. */
const results = (list: Partial<PagedList<VideoCard>> = {}): Loadable<PagedList<VideoCard>> => ({
  status: 'loaded',
  data: { items: categoryPageFixture, total: 1286, hasMore: true, ...list },
});

const meta = {
  title: 'Screens/Browse/CategoryScreen',
  component: CategoryScreen,
  parameters: { layout: 'fullscreen', route: '/movie' },
  // The site passes the channel's name in the active language; read when the story renders, since
  // the catalogue arrives in Storybook's loader, after this module.
  render: (args) => <CategoryScreen {...args} title={movieTitle()} />,
  args: {
    channel: 'movie',
    filters: { status: 'loaded', data: movieFiltersFixture },
    vocabulary: filterVocabularyFixture,
    selected: {},
    load: results(),
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onRetryFilters: fn(),
  },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
// The title comes from the catalogue when the story renders, never from the args.
type Story = StoryObj<Omit<CategoryScreenProps, 'title'>>;

const genres = movieFiltersFixture.label;
const countText = () => browseT('category.count', { n: 1286 });

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: messages['nav.movie'] });

/** Where the story's in-memory router is: a filter link moves it. */
function Location() {
  const [location] = useLocation();
  return <output data-testid="location">{location}</output>;
}

/**
 * First page: the title, 共1286部, filters and 24 posters linking to their detail pages; a genre
 * leads to the page's real-site URL.
 */
export const Loaded: Story = {
  render: (args) => (
    <>
      <CategoryScreen {...args} title={movieTitle()} />
      <Location />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: movieTitle() })).toBeVisible();
    await expect(canvas.getByText(countText())).toBeVisible();
    await expect(within(grid(canvasElement)).getAllByRole('listitem')).toHaveLength(24);
    const first = categoryPageFixture[0]!;
    await expect(canvas.getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
      'href',
      `/vod/detail/${first.id}`,
    );
    const [name, slug] = genres[2]!;
    await userEvent.click(
      within(canvas.getByRole('list', { name: browseMessages['filter.genre'] })).getByRole('link', {
        // The bar names a genre in the active language, by its slug.
        name: genreLabel(name, slug),
      }),
    );
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/movie/all/${slug}/all`);
  },
};

/** Results of a server answering only the real fields: posters, names and badges, no scores. */
export const RealFieldsOnly: Story = {
  args: { load: results({ items: categoryPageFixture.map(realFieldsOnly), total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(grid(canvasElement)).getAllByRole('listitem')).toHaveLength(24);
    // (评分 is also a sort of the filter bar: look in the grid.)
    await expect(within(grid(canvasElement)).queryAllByText(messages['video.score'])).toHaveLength(
      0,
    );
    await expect(canvas.queryByText(countText())).toBeNull();
    const first = realFieldsOnly(categoryPageFixture[0]!);
    const card = canvas.getByRole('link', { name: new RegExp(first.name) });
    await expect(card).toHaveAttribute('href', `/vod/detail/${first.id}`);
    await expect(within(card).getByText(first.countStr)).toBeVisible();
    await expect(within(card).getByText(String(first.time))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' }, filters: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.loading'])).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The next page is on its way: a skeleton row under the grid, announced to screen readers. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(browseMessages['category.loadingMore'])).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-loading-more="true"]')).not.toBeNull();
    // While a page loads the sentinel is not watching: no second request.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything loaded: the end note instead of the sentinel. */
export const AllLoaded: Story = {
  args: { load: results({ hasMore: false, total: 24 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(browseMessages['category.noMore']),
    ).toBeInTheDocument();
  },
};

/** No title matches the filters: 暂无内容, filters still there to change. */
export const Empty: Story = {
  args: {
    load: results({ items: [], total: 0, hasMore: false }),
    selected: { label: genres[11]![1], area: 'th', year: 1990 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.empty'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: genres[11]![0] })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.queryByText(browseT('category.count', { n: 0 }))).toBeNull();
  },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: messages['status.error'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The filter conditions failed, the results did not. */
export const FilterError: Story = {
  args: { filters: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: browseMessages['filter.loadFailed'] }),
    );
    await expect(args.onRetryFilters).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Infinite scroll: reaching the end loads the next page, appended below. */
export const InfiniteScroll: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<readonly VideoCard[]>(categoryPageFixture);
    const [loadingMore, setLoadingMore] = useState(false);
    const hasMore = items.length < categoryPageFixture.length + categoryNextPageFixture.length;
    return (
      <CategoryScreen
        {...args}
        title={movieTitle()}
        load={results({ items, hasMore })}
        loadingMore={loadingMore}
        onLoadMore={() => {
          args.onLoadMore();
          setLoadingMore(true);
          setTimeout(() => {
            setItems((current) => [...current, ...categoryNextPageFixture]);
            setLoadingMore(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(grid(canvasElement)).getAllByRole('listitem')).toHaveLength(48),
    );
    await expect(
      within(canvasElement).getByText(browseMessages['category.noMore']),
    ).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneLoading: Story = {
  args: { load: { status: 'loading' }, filters: { status: 'loading' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
