import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILTER_SORTS, REGION_CODES } from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { filterVocabularyFixture, movieFiltersFixture } from '../../fixtures/browse';
import { FilterBar, type FilterBarProps } from './FilterBar';
import { browseMessages, messages } from '../../storybook/liveCatalogues';
import { browseT } from '../../i18n/browseMessages';
import { genreLabel } from '../../i18n/listLabels';
import { parseCategoryFilter, type CategoryFilter } from '../../categoryLinks';

/** Where the story's in-memory router is: a filter link moves it. */
function Location() {
  const [location] = useLocation();
  return <output data-testid="location">{location}</output>;
}

const meta = {
  title: 'Screens/Browse/FilterBar',
  component: FilterBar,
  parameters: { route: '/movie' },
  args: {
    channel: 'movie',
    load: { status: 'loaded', data: movieFiltersFixture },
    vocabulary: filterVocabularyFixture,
    selected: {},
    onRetry: fn(),
  },
  render: (args: FilterBarProps) => (
    <>
      <FilterBar {...args} />
      <Location />
    </>
  ),
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

type Row = 'genre' | 'region' | 'year' | 'sort';
const rowTitle = (key: Row) =>
  ({
    genre: browseMessages['filter.genre'],
    region: browseMessages['filter.region'],
    year: browseMessages['filter.year'],
    sort: browseMessages['filter.sort'],
  })[key];

const row = (canvasElement: HTMLElement, key: Row) =>
  within(within(canvasElement).getByRole('list', { name: rowTitle(key) }));

const current = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);

/**
 * Nothing chosen: 全部 current in the first three rows, 最热 in 排序; the bar adds 全部 and the
 * sorts to the reply's genres, regions (by name, shown in the interface language) and years.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const all = browseMessages['filter.all'];
    await expect(current(canvasElement)).toEqual([
      all,
      all,
      all,
      browseMessages['filter.sortHottest'],
    ]);
    const genres = row(canvasElement, 'genre').getAllByRole('link');
    await expect(genres.map((link) => link.textContent)).toEqual([
      all,
      // Each genre named in the interface language by its slug (one GENRES lacks keeps its name).
      ...movieFiltersFixture.label.map(([name, slug]) => genreLabel(name, slug)),
    ]);
    await expect(genres[1]).toHaveAttribute(
      'href',
      `/movie/all/${movieFiltersFixture.label[0]![1]}/all`,
    );
    const regions = row(canvasElement, 'region').getAllByRole('link');
    await expect(regions).toHaveLength(movieFiltersFixture.country.length + 1);
    await expect(regions[1]).toHaveTextContent(messages['region.cn']);
    await expect(regions[1]).toHaveAttribute('href', '/movie/all/all/cn');
    const years = row(canvasElement, 'year');
    await expect(years.getByRole('link', { name: '2024' })).toHaveAttribute(
      'href',
      '/movie/2024/all/all',
    );
    // Below 2020 an option is its decade.
    await expect(
      years.getByRole('link', { name: browseT('filter.decade', { from: 2010 }) }),
    ).toHaveAttribute('href', '/movie/2010/all/all');
    const sorts = row(canvasElement, 'sort').getAllByRole('link');
    await expect(sorts.map((link) => link.getAttribute('href'))).toEqual([
      '/movie?sort=latest',
      '/movie',
      '/movie?sort=rating',
    ]);
    await expect(
      within(canvasElement).getByRole('navigation', { name: browseMessages['filter.label'] }),
    ).toBeVisible();
  },
};

const [ACTION, ACTION_SLUG] = movieFiltersFixture.label[2]!;
/** The genre as the bar names it in the active language (by its slug). */
const action = () => genreLabel(ACTION, ACTION_SLUG);
const SHARED: CategoryFilter = { year: 2024, label: ACTION_SLUG, area: 'us', sort: 'latest' };

/**
 * A filtered page opened from a shared link (`/movie/2024/dongzuo/us?sort=latest`): its options
 * are current, and each link changes one field and keeps the others.
 */
export const Selected: Story = {
  args: { selected: SHARED },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toEqual([
      action(),
      messages['region.us'],
      '2024',
      browseMessages['filter.sortLatest'],
    ]);
    const region = row(canvasElement, 'region');
    await expect(region.getByRole('link', { name: browseMessages['filter.all'] })).toHaveAttribute(
      'href',
      `/movie/2024/${ACTION_SLUG}/all?sort=latest`,
    );
    await expect(region.getByRole('link', { name: messages['region.kr'] })).toHaveAttribute(
      'href',
      `/movie/2024/${ACTION_SLUG}/kr?sort=latest`,
    );
    await expect(
      row(canvasElement, 'sort').getByRole('link', { name: browseMessages['filter.sortHottest'] }),
    ).toHaveAttribute('href', `/movie/2024/${ACTION_SLUG}/us`);
  },
};

/** The bar of a page that reads its filter from its URL, as the site's category page does. */
function BarFromUrl(props: FilterBarProps) {
  const [location] = useLocation();
  const search = useSearch();
  const [, , year, label, area] = location.split('/');
  const selected =
    parseCategoryFilter({ year, label, area }, search, {
      regions: REGION_CODES,
      sorts: FILTER_SORTS,
    }) ?? {};
  return (
    <>
      <FilterBar {...props} selected={selected} />
      <output data-testid="location">{search ? `${location}?${search}` : location}</output>
    </>
  );
}

/**
 * Following options moves through the real-site URLs and back: each link changes one field of
 * the page's filter, and 全部 everywhere with the default sort is `/movie` again.
 */
export const FollowLinks: Story = {
  render: (args: FilterBarProps) => <BarFromUrl {...args} />,
  play: async ({ canvasElement }) => {
    const location = within(canvasElement).getByTestId('location');
    const follow = async (key: Row, name: string) =>
      userEvent.click(row(canvasElement, key).getByRole('link', { name }));
    await follow('region', messages['region.kr']);
    await expect(location).toHaveTextContent('/movie/all/all/kr');
    await follow('genre', action());
    await expect(location).toHaveTextContent(`/movie/all/${ACTION_SLUG}/kr`);
    await follow('sort', browseMessages['filter.sortRating']);
    await expect(location).toHaveTextContent(`/movie/all/${ACTION_SLUG}/kr?sort=rating`);
    await expect(current(canvasElement)).toEqual([
      action(),
      messages['region.kr'],
      browseMessages['filter.all'],
      browseMessages['filter.sortRating'],
    ]);
    await follow('genre', browseMessages['filter.all']);
    await follow('region', browseMessages['filter.all']);
    await follow('sort', browseMessages['filter.sortHottest']);
    await expect(location.textContent).toBe('/movie');
  },
};

/** A reply with nothing to offer: 全部 alone in each row, and the sorts. */
export const EmptyCondition: Story = {
  args: { load: { status: 'loaded', data: { label: [], country: [], time: [] } } },
  play: async ({ canvasElement }) => {
    for (const key of ['genre', 'region', 'year'] as const) {
      await expect(row(canvasElement, key).getAllByRole('link')).toHaveLength(1);
    }
    await expect(row(canvasElement, 'sort').getAllByRole('link')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The conditions failed to load: a retry in their place. */
export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: browseMessages['filter.loadFailed'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phones: each row scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const genres = within(canvasElement).getByRole('list', { name: rowTitle('genre') });
    await expect(genres.scrollWidth).toBeGreaterThan(genres.clientWidth);
  },
};

/**
 * Phones, while the conditions load: the placeholder rows stand exactly where the real rows will,
 * so the results below do not jump when they arrive.
 */
export const PhoneLoadingKeepsItsHeight: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      <div data-testid="loading">
        <FilterBar {...args} load={{ status: 'loading' }} />
      </div>
      <div data-testid="loaded">
        <FilterBar {...args} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};
