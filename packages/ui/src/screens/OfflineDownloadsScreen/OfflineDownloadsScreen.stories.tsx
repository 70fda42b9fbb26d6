import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OFFLINE_TITLES } from '../../fixtures/offline';
import { offlineT } from '../../i18n/offlineMessages';

const { series: SERIES, film: FILM, failed: FAILED } = OFFLINE_TITLES;
import { OfflineDownloadsScreen, type OfflineItemView } from './OfflineDownloadsScreen';

const POSTER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 3"%3E%3Crect width="2" height="3" fill="%235b8cff"/%3E%3C/svg%3E';

const items: OfflineItemView[] = [
  {
    key: 'a:1',
    title: SERIES,
    episode: 1,
    poster: POSTER,
    status: 'done',
    progress: 1,
    bytes: 157_286_400,
  },
  {
    key: 'a:2',
    title: SERIES,
    episode: 2,
    poster: POSTER,
    status: 'downloading',
    progress: 0.42,
    bytes: 60_000_000,
  },
  {
    key: 'a:3',
    title: SERIES,
    episode: 3,
    poster: POSTER,
    status: 'paused',
    progress: 0.6,
    bytes: 90_000_000,
  },
  { key: 'b:1', title: FILM, poster: POSTER, status: 'queued', progress: 0, bytes: 0 },
  { key: 'c:4', title: FAILED, episode: 4, status: 'failed', progress: 0.3, bytes: 40_000_000 },
];

const meta = {
  title: 'Screens/OfflineDownloadsScreen',
  component: OfflineDownloadsScreen,
  parameters: { layout: 'fullscreen', route: '/downloads' },
  args: {
    items,
    vipEnded: false,
    onPlay: fn(),
    onDelete: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof OfflineDownloadsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name }))!;

/** Every state at once: done plays, downloading pauses, paused resumes, failed retries, any deletes. */
export const EveryState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: offlineT('offline.title') }),
    ).toBeVisible();
    const ep1 = `${SERIES} ${offlineT('offline.episode', { ep: 1 })}`;
    await expect(
      within(row(canvasElement, ep1)).getByText(offlineT('offline.done', { size: '150.0 MB' })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${offlineT('offline.play')} ${ep1}` }),
    );
    await expect(args.onPlay).toHaveBeenCalledWith('a:1');

    const ep2 = row(canvasElement, `${SERIES} ${offlineT('offline.episode', { ep: 2 })}`);
    await expect(
      within(ep2).getByText(offlineT('offline.downloading', { percent: 42 })),
    ).toBeVisible();
    await userEvent.click(within(ep2).getByRole('button', { name: offlineT('offline.pause') }));
    await expect(args.onPause).toHaveBeenCalledWith('a:2');

    const ep3 = row(canvasElement, `${SERIES} ${offlineT('offline.episode', { ep: 3 })}`);
    await userEvent.click(within(ep3).getByRole('button', { name: offlineT('offline.resume') }));
    await expect(args.onResume).toHaveBeenCalledWith('a:3');

    const film = row(canvasElement, FILM);
    await expect(within(film).getByText(offlineT('offline.queued'))).toBeVisible();

    const failed = row(canvasElement, `${FAILED} ${offlineT('offline.episode', { ep: 4 })}`);
    await expect(within(failed).getByText(offlineT('offline.failed'))).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: offlineT('offline.retry') }));
    await expect(args.onResume).toHaveBeenCalledWith('c:4');

    await userEvent.click(
      canvas.getByRole('button', { name: `${offlineT('offline.delete')} ${FILM}` }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('b:1');
  },
};

/** VIP has ended: the downloads stay and say so, and none plays. */
export const VipEnded: Story = {
  args: { vipEnded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(offlineT('offline.vipEnded'));
    const ep1 = `${SERIES} ${offlineT('offline.episode', { ep: 1 })}`;
    await expect(
      canvas.getByRole('button', { name: `${offlineT('offline.play')} ${ep1}` }),
    ).toBeDisabled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(items.length);
  },
};

/** The one playing sits above the list (the page gives the player). */
export const Playing: Story = {
  args: {
    playing: 'a:1',
    player: <div style={{ aspectRatio: '16 / 9', background: '#000' }} data-testid="player" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('player')).toBeVisible();
    await expect(
      row(canvasElement, `${SERIES} ${offlineT('offline.episode', { ep: 1 })}`),
    ).toHaveAttribute('data-playing', 'true');
  },
};

/** Nothing saved yet: how to save one. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(offlineT('offline.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a phone: the actions under each download. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: offlineT('offline.title') }),
    ).toBeVisible();
  },
};
