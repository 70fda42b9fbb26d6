import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offlineT } from '../../i18n/offlineMessages';
import { OfflineDownloadButton } from './OfflineDownloadButton';

const meta = {
  title: 'Components/OfflineDownloadButton',
  component: OfflineDownloadButton,
  args: {
    downloadsHref: '/downloads',
    onDownload: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof OfflineDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: 下载到本机 starts it. */
export const NotDownloaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: offlineT('offline.download') }),
    );
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Waiting behind another download: 暂停 holds it. */
export const Queued: Story = {
  args: { download: { status: 'queued', progress: 0, bytes: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(offlineT('offline.queued'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: offlineT('offline.openList') })).toHaveAttribute(
      'href',
      '/downloads',
    );
  },
};

/** Under way: how far, and 暂停. */
export const Downloading: Story = {
  args: { download: { status: 'downloading', progress: 0.42, bytes: 12_000_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(offlineT('offline.downloading', { percent: 42 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: offlineT('offline.progress') }),
    ).toHaveValue(42);
    await userEvent.click(canvas.getByRole('button', { name: offlineT('offline.pause') }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

/** Paused: 继续 carries on where it stopped. */
export const Paused: Story = {
  args: { download: { status: 'paused', progress: 0.6, bytes: 20_000_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(offlineT('offline.paused', { percent: 60 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: offlineT('offline.resume') }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

/** Saved: its size, and the way to 我的下载. */
export const Done: Story = {
  args: { download: { status: 'done', progress: 1, bytes: 157_286_400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(offlineT('offline.done', { size: '150.0 MB' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Failed: 重试 tries again. */
export const Failed: Story = {
  args: { download: { status: 'failed', progress: 0.3, bytes: 8_000_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(offlineT('offline.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: offlineT('offline.retry') }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Not a VIP: refused, in words (the page also opens the VIP dialog). */
export const VipOnly: Story = {
  args: { refusal: { kind: 'vipOnly' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(offlineT('offline.vipOnly'));
  },
};

/** Too little room on this device: how much it needs and how much is free. */
export const NotEnoughSpace: Story = {
  args: { refusal: { kind: 'noSpace', needBytes: 314_572_800, freeBytes: 52_428_800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      offlineT('offline.noSpace', { need: '300.0 MB', free: '50.0 MB' }),
    );
  },
};
