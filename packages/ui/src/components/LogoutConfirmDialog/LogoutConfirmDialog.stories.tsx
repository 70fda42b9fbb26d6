import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '../../storybook/liveCatalogues';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';

const meta = {
  title: 'Screens/Account/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  args: { open: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof LogoutConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: accountMessages['logout.title'] });

/** 确定要退出登录吗？; 取消 has the focus and closes without logging out. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(accountMessages['logout.confirm']);
    const cancel = within(dialog).getByRole('button', { name: accountMessages['logout.cancel'] });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 退出登录 confirms. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: accountMessages['logout.submit'] }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The logout call under way: 退出登录 waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: accountMessages['logout.submit'] }),
    ).toBeDisabled();
  },
};

export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveAttribute('data-variant', 'sheet');
  },
};
