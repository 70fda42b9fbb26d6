import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  actorsFixture,
  livesFixture,
  searchVideosFixture,
  searchWordsFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import { SearchResultsScreen } from './SearchResultsScreen';
import { browseMessages } from '../../storybook/liveCatalogues';
import { searchMessages } from '../../storybook/liveCatalogues';
import { searchT } from '../../i18n/searchMessages';

const meta = {
  title: 'Screens/Browse/SearchResultsScreen',
  component: SearchResultsScreen,
  parameters: { layout: 'fullscreen', route: `/search?word=${searchWordsFixture.keyword}` },
  args: {
    word: searchWordsFixture.keyword,
    status: 'loaded',
    videos: searchVideosFixture,
    total: searchVideosFixture.length,
    actors: actorsFixture,
    lives: livesFixture,
    hasMore: false,
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
  play: async ({ canvasElement, args }) => {
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
      actors.getByRole('link', { name: new RegExp(args.actors[0]!.name) }),
    ).toHaveAttribute('href', `/person/${args.actors[0]!.id}`);
    const lives = within(
      canvas.getByRole('region', { name: searchMessages['search.sectionLives'] }),
    );
    await expect(
      lives.getByRole('link', { name: new RegExp(args.lives[2]!.name) }),
    ).toHaveAttribute('href', args.lives[2]!.url);
    const videos = within(
      canvas.getByRole('region', { name: searchMessages['search.sectionVideos'] }),
    );
    await expect(videos.getAllByRole('listitem')).toHaveLength(args.videos.length);
    await expect(
      videos.getByRole('link', { name: new RegExp(args.videos[0]!.name) }),
    ).toHaveAttribute('href', `/vod/detail/${args.videos[0]!.id}`);
  },
};

/** Only films and series matched: no empty 演员 or 直播 sections. */
export const VideosOnly: Story = {
  args: { actors: [], lives: [], hasMore: true, total: 57 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.getByText(searchT('search.resultsCount', { n: 57 }))).toBeVisible();
  },
};

/** More pages to come while the next one loads. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true, total: 57 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(browseMessages['category.loadingMore']),
    ).toBeInTheDocument();
  },
};

/** Nothing matched: the keyword in the empty message. */
export const Empty: Story = {
  args: { word: searchWordsFixture.nothingFound, videos: [], actors: [], lives: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(searchT('search.empty', { word: searchWordsFixture.nothingFound })),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading', videos: [], actors: [], lives: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.loading'])).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 1, name: heading(searchWordsFixture.keyword) }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', videos: [], actors: [], lives: [] },
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
