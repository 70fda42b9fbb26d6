import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  HISTORY_NOW,
  realFieldsWatchRecordsFixture,
  watchRecordsFixture,
} from '../../fixtures/playback';
import { messages } from '../../storybook/liveCatalogues';
import type { WatchRecord } from '@xinghe/contracts/client';
import { HistoryScreen } from './HistoryScreen';
import { libraryT } from '../../i18n/libraryMessages';
import { libraryMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Screens/Account/HistoryScreen',
  component: HistoryScreen,
  parameters: { layout: 'fullscreen', route: '/history' },
  args: {
    load: { status: 'loaded', data: watchRecordsFixture },
    now: HISTORY_NOW,
    playHref: (record: WatchRecord) => `/vod/play-official/${record.id}/${record.ep}`,
    onRemove: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three titles this week, three earlier; each with its episode, time and a progress bar. */
export const RecentAndOlder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('region', { name: libraryMessages['history.recent'] });
    const older = canvas.getByRole('region', { name: libraryMessages['history.older'] });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(older).getAllByRole('listitem')).toHaveLength(3);

    const first = watchRecordsFixture[0]!;
    const link = within(recent).getAllByRole('link')[0]!;
    await expect(link).toHaveAttribute('href', `/vod/play-official/${first.id}/12`);
    await expect(link).toHaveTextContent(
      libraryT('history.progressEpisode', { ep: 12, time: '22:05' }),
    );
    // A film shows the time only.
    await expect(
      within(recent).getByText(libraryT('history.progress', { time: '1:11:50' })),
    ).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: libraryT('history.removeLabel', { title: first.name }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

/**
 * Records of a server that keeps only the real card fields (no episode count): a record past its
 * first episode still names it, one at the first shows the time only.
 */
export const RealFieldsOnly: Story = {
  args: { load: { status: 'loaded', data: realFieldsWatchRecordsFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('region', { name: libraryMessages['history.recent'] });
    const [series, film] = realFieldsWatchRecordsFixture;
    const links = within(recent).getAllByRole('link');
    await expect(links[0]).toHaveTextContent(series!.name);
    await expect(links[0]).toHaveTextContent(
      libraryT('history.progressEpisode', { ep: series!.ep, time: '22:05' }),
    );
    await expect(links[0]!.querySelector('img')).toHaveAttribute('src', series!.img);
    await expect(links[1]).toHaveTextContent(film!.name);
    await expect(links[1]).toHaveTextContent(libraryT('history.progress', { time: '1:11:50' }));
  },
};

export const Empty: Story = {
  args: { load: { status: 'loaded', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(libraryMessages['history.empty'])).toBeVisible();
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

/** Logged out with nothing watched on this device: a login prompt. */
export const LoggedOut: Story = {
  args: { load: { status: 'idle' }, loggedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(libraryMessages['history.loginPrompt'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Logged out, with this device's local history (vod-history) listed under the prompt. */
export const LoggedOutWithLocalHistory: Story = {
  args: { load: { status: 'idle', data: watchRecordsFixture.slice(0, 2) }, loggedOut: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messages['auth.login'] })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: libraryMessages['history.recent'] })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
