import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  actorsFixture,
  livesFixture,
  searchVideosFixture,
  searchWordsFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import type { Loadable } from '@xinghe/contracts/client';
import { SearchResultsScreen, type SearchResultsData } from './SearchResultsScreen';
import { browseMessages } from '../../storybook/liveCatalogues';
import { searchMessages } from '../../storybook/liveCatalogues';
import { searchT } from '../../i18n/searchMessages';
import { SourceResults } from '../../components/SourceResults/SourceResults';
import { sourceCardsFixture, sourceNamesFixture } from '../../fixtures/sources';
import { sourcePlayMessages } from '../../storybook/liveCatalogues';

/** Every kind found (the fixtures), with what a story changes. */
const loaded = (
  data: Partial<SearchResultsData> = {},
  videos: Partial<SearchResultsData['videos']> = {},
): Loadable<SearchResultsData> => ({
  status: 'loaded',
  data: {
    actors: actorsFixture,
    lives: livesFixture,
    ...data,
    videos: {
      items: searchVideosFixture,
      total: searchVideosFixture.length,
      hasMore: false,
      ...videos,
    },
  },
});

const meta = {
  title: 'Screens/Browse/SearchResultsScreen',
  component: SearchResultsScreen,
  parameters: { layout: 'fullscreen', route: `/search?word=${searchWordsFixture.keyword}` },
  args: {
    word: searchWordsFixture.keyword,
    load: loaded(),
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (word: string) => searchT('search.resultsHeading', { word });

/** Every kind matched: 演员, 直播 and 影视, each its own section, under the keyword. */
export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: heading(searchWordsFixture.keyword) }),
    ).toBeVisible();
    const sections = canvas
      .getAllByRole('heading', { level: 2 })
      .map((section) => section.textContent);
    await expect(sections).toEqual([
      searchMessages['search.sectionActors'],
      searchMessages['search.sectionLives'],
      searchMessages['search.sectionVideos'],
    ]);
    const actors = within(
      canvas.getByRole('region', { name: searchMessages['search.sectionActors'] }),
    );
    await expect(
      actors.getByRole('link', { name: new RegExp(actorsFixture[0]!.name) }),
    ).toHaveAttribute('href', `/person/${actorsFixture[0]!.id}`);
    const lives = within(
      canvas.getByRole('region', { name: searchMessages['search.sectionLives'] }),
    );
    await expect(
      lives.getByRole('link', { name: new RegExp(livesFixture[2]!.name) }),
    ).toHaveAttribute('href', livesFixture[2]!.url);
    const videos = within(
      canvas.getByRole('region', { name: searchMessages['search.sectionVideos'] }),
    );
    await expect(videos.getAllByRole('listitem')).toHaveLength(searchVideosFixture.length);
    await expect(
      videos.getByRole('link', { name: new RegExp(searchVideosFixture[0]!.name) }),
    ).toHaveAttribute('href', `/vod/detail/${searchVideosFixture[0]!.id}`);
  },
};

/** Only films and series matched: no empty 演员 or 直播 sections. */
export const VideosOnly: Story = {
  args: { load: loaded({ actors: [], lives: [] }, { hasMore: true, total: 57 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.getByText(searchT('search.resultsCount', { n: 57 }))).toBeVisible();
  },
};

/**
 * The viewer's own sources (我的片源) beside the catalogue: above its titles, one source answered
 * while another still searches.
 */
export const WithMySources: Story = {
  args: {
    mySources: (
      <SourceResults
        sources={[
          {
            id: 7,
            name: sourceNamesFixture.maccms,
            result: { status: 'ok', items: sourceCardsFixture },
          },
          { id: 8, name: sourceNamesFixture.slow, result: { status: 'loading' } },
        ]}
        itemHref={(id, item) => `/vod/play-thrid/s${id}-${item}/1`}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = canvas
      .getAllByRole('heading', { level: 2 })
      .map((section) => section.textContent);
    await expect(sections).toEqual([
      searchMessages['search.sectionActors'],
      searchMessages['search.sectionLives'],
      sourcePlayMessages['sourcePlay.searchTitle'],
      searchMessages['search.sectionVideos'],
    ]);
    const mine = within(canvas.getByRole('region', { name: sourceNamesFixture.maccms }));
    await expect(await mine.findAllByRole('link')).toHaveLength(sourceCardsFixture.length);
  },
};

/** More pages to come while the next one loads. */
export const LoadingMore: Story = {
  args: { load: loaded({}, { hasMore: true, total: 57 }), loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(browseMessages['category.loadingMore']),
    ).toBeInTheDocument();
  },
};

/** Nothing matched: the keyword in the empty message. */
export const Empty: Story = {
  args: {
    word: searchWordsFixture.nothingFound,
    load: loaded({ actors: [], lives: [] }, { items: [], total: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(searchT('search.empty', { word: searchWordsFixture.nothingFound })),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.loading'])).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 1, name: heading(searchWordsFixture.keyword) }),
    ).toBeVisible();
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
