import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { downloadT } from '../../i18n/downloadMessages';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'Dialogs/SidePanel',
  component: SidePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    shown: true,
    chatOpen: false,
    communityUrl: 'https://t.me/example_group',
    onDownload: fn(),
    onChatToggle: fn(),
    onShownChange: fn(),
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: 下载APP, 官方交流群, 在线客服 and 收起 each do their part. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(
      within(canvasElement).getByRole('navigation', { name: downloadT('side.label') }),
    );
    await userEvent.click(panel.getByRole('button', { name: downloadT('side.download') }));
    await expect(args.onDownload).toHaveBeenCalled();
    await expect(panel.getByRole('link', { name: downloadT('side.community') })).toHaveAttribute(
      'href',
      args.communityUrl,
    );
    await userEvent.click(panel.getByRole('button', { name: downloadT('side.chat') }));
    await expect(args.onChatToggle).toHaveBeenCalledWith(true);
    await userEvent.click(panel.getByRole('button', { name: downloadT('side.hide') }));
    await expect(args.onShownChange).toHaveBeenCalledWith(false);
  },
};

/** The chat is open: its button says so. */
export const ChatOpen: Story = {
  args: { chatOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: downloadT('side.chat') }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Collapsed: a tab brings it back. */
export const Collapsed: Story = {
  args: { shown: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: downloadT('side.show') }),
    );
    await expect(args.onShownChange).toHaveBeenCalledWith(true);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: downloadT('side.label') });
    // A toolbar docked across the bottom edge, which the page keeps free at its end.
    const box = nav.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(0);
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    const panel = within(nav);
    await userEvent.click(panel.getByRole('button', { name: downloadT('side.download') }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: downloadT('side.chat') }));
    await expect(args.onChatToggle).toHaveBeenCalledWith(true);
    // It does not collapse on a phone: a floating tab would sit over the page.
    await expect(panel.queryByRole('button', { name: downloadT('side.hide') })).toBeNull();
  },
};
