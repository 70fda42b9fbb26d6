import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '../../storybook/liveCatalogues';
import { messages } from '../../storybook/liveCatalogues';
import { InfoDialog } from './InfoDialog';
import { vipMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Components/InfoDialog',
  component: InfoDialog,
  args: { open: true, message: messages['auth.welcome'], onClose: fn() },
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title given: 提示, the message, and 知道了 (focused) closes it. */
export const DefaultTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', {
      name: accountMessages['info.title'],
    });
    await expect(dialog).toHaveAccessibleDescription(messages['auth.welcome']);
    const ok = within(dialog).getByRole('button', { name: accountMessages['info.ok'] });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A title of the caller's. */
export const WithTitle: Story = {
  args: { title: vipMessages['vip.paySucceeded'], message: messages['vip.greeting'] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', {
      name: vipMessages['vip.paySucceeded'],
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};

export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
