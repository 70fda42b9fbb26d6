import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offlineT } from '../../i18n/offlineMessages';
import { UpdateNotice } from './UpdateNotice';

const meta = {
  title: 'Components/UpdateNotice',
  component: UpdateNotice,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 有新版本: 刷新 hands over to the new version; 稍后 puts it off. */
export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(offlineT('offline.updateReady'));
    await userEvent.click(canvas.getByRole('button', { name: offlineT('offline.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: offlineT('offline.later') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
