import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VideoSummary } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  categoryNextPageFixture,
  categoryPageFixture,
  movieFiltersFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import { CategoryScreen, type CategoryScreenProps } from './CategoryScreen';
import { browseMessages } from '../../storybook/liveCatalogues';
import { browseT } from '../../i18n/browseMessages';

const movieTitle = () => messages['nav.movie'];

const meta = {
  title: 'Screens/Browse/CategoryScreen',
  component: CategoryScreen,
  parameters: { layout: 'fullscreen', route: '/movie' },
  // The site passes the channel's name in the active language; read when the story renders, since
  // the catalogue arrives in Storybook's loader, after this module.
  render: (args) => <CategoryScreen {...args} title={movieTitle()} />,
  args: {
    filters: movieFiltersFixture,
    filterStatus: 'loaded',
    selected: { sort: 'hottest' },
    status: 'loaded',
    items: categoryPageFixture,
    total: 1286,
    hasMore: true,
    loadingMore: false,
    onFilterChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onRetryFilters: fn(),
  },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
// The title comes from the catalogue when the story renders, never from the args.
type Story = StoryObj<Omit<CategoryScreenProps, 'title'>>;

const genres = movieFiltersFixture[0]!;
const countText = () => browseT('category.count', { n: 1286 });

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: messages['nav.movie'] });

/** First page: the title, 共1286部, filters and 24 posters linking to their detail pages. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: movieTitle() })).toBeVisible();
    await expect(canvas.getByText(countText())).toBeVisible();
    await expect(within(grid(canvasElement)).getAllByRole('listitem')).toHaveLength(24);
    const first = args.items[0]!;
    await expect(canvas.getByRole('link', { name: new RegExp(first.title) })).toHaveAttribute(
      'href',
      `/vod/detail/${first.id}`,
    );
    await userEvent.click(
      within(canvas.getByRole('list', { name: genres.title })).getByRole('button', {
        name: genres.options[5]!.label,
      }),
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith('genre', genres.options[5]!.value);
  },
};

export const Loading: Story = {
  args: { status: 'loading', filterStatus: 'loading', items: [], total: undefined },
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
  args: { hasMore: false, total: 24 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(browseMessages['category.noMore']),
    ).toBeInTheDocument();
  },
};

/** No title matches the filters: 暂无内容, filters still there to change. */
export const Empty: Story = {
  args: {
    items: [],
    total: 0,
    hasMore: false,
    selected: {
      genre: genres.options[11]!.value,
      region: 'th',
      year: '1990-1999',
      sort: 'hottest',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.empty'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: genres.options[11]!.label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByText(browseT('category.count', { n: 0 }))).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: messages['status.error'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The filter conditions failed, the results did not. */
export const FilterError: Story = {
  args: { filterStatus: 'error' },
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
    const [items, setItems] = useState<readonly VideoSummary[]>(args.items);
    const [loadingMore, setLoadingMore] = useState(false);
    const hasMore = items.length < args.items.length + categoryNextPageFixture.length;
    return (
      <CategoryScreen
        {...args}
        title={movieTitle()}
        items={items}
        hasMore={hasMore}
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
  args: { status: 'loading', filterStatus: 'loading', items: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
