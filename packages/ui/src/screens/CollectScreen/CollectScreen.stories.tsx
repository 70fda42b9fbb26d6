import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collectItemsFixture, moreCollectItemsFixture } from '../../fixtures/playback';
import { messages } from '../../storybook/liveCatalogues';
import { CollectScreen } from './CollectScreen';
import { headerMessages } from '../../storybook/liveCatalogues';
import { libraryT } from '../../i18n/libraryMessages';
import { libraryMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Screens/Account/CollectScreen',
  component: CollectScreen,
  parameters: { layout: 'fullscreen', route: '/collect' },
  args: {
    load: { status: 'loaded', data: { items: collectItemsFixture, total: 18, hasMore: true } },
    loadingMore: false,
    onLoadMore: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof CollectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of favourites: remove one, ask for more. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: headerMessages['user.favourites'] });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByText(libraryT('collect.count', { n: 18 }))).toBeVisible();
    const first = collectItemsFixture[0]!;
    await expect(within(grid).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/vod/detail/${first.id}`,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: libraryT('collect.removeLabel', { title: first.name }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(first);
    await userEvent.click(
      canvas.getByRole('button', { name: libraryMessages['collect.loadMore'] }),
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: libraryMessages['collect.loadingMore'] }),
    ).toBeDisabled();
  },
};

/** Every page loaded: no 加载更多. */
export const AllLoaded: Story = {
  args: {
    load: {
      status: 'loaded',
      data: {
        items: [...collectItemsFixture, ...moreCollectItemsFixture],
        total: 18,
        hasMore: false,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: libraryMessages['collect.loadMore'] }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { load: { status: 'loaded', data: { items: [], total: 0, hasMore: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(libraryMessages['collect.empty'])).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
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

export const LoggedOut: Story = {
  args: { load: { status: 'idle' }, loggedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(libraryMessages['collect.loginPrompt'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
