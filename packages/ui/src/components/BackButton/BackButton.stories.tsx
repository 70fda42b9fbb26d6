import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../storybook/liveCatalogues';
import { BackButton } from './BackButton';

const meta = {
  title: 'Components/BackButton',
  component: BackButton,
  args: { onBack: fn() },
} satisfies Meta<typeof BackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a page (/invite): arrow and 返回. */
export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: messages['common.back'] });
    await expect(button).toHaveTextContent(messages['common.back']);
    await userEvent.click(button);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Over the player or the artwork on a phone: the arrow on a dark disc. */
export const Overlay: Story = {
  args: { variant: 'overlay' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: messages['common.back'] }),
    ).toBeVisible();
  },
};
