import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../i18n/messages';
import { VIP_PERK_KEYS, VipPromptDialog, type VipPromptDialogProps } from './VipPromptDialog';

/** The dialog as a page uses it: a trigger, and `open` held in state so closing really closes. */
function WithTrigger(props: VipPromptDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {messages['player.speed']}
      </button>
      <VipPromptDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/VipPromptDialog',
  component: VipPromptDialog,
  render: (args) => <WithTrigger {...args} />,
  args: { open: true, reason: 'line', onJoin: fn(), onClose: fn() },
} satisfies Meta<typeof VipPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('dialog', { name: messages['vipPrompt.title'] });

/** Opened from the 蓝光 line: the reason, the four perks, 开通VIP. */
export const BestLine: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(messages['vipPrompt.line']);
    const perks = within(dialog).getAllByRole('listitem');
    await expect(perks.map((perk) => perk.textContent)).toEqual(
      VIP_PERK_KEYS.map((key) => messages[key]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: messages['vip.join'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it and focus goes back to what opened it. */
export const EscapeCloses: Story = {
  args: { open: false, reason: 'speed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: messages['player.speed'] });
    await userEvent.click(trigger);
    const dialog = dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: messages['vipPrompt.close'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The close button. */
export const CloseButton: Story = {
  args: { reason: 'download' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: messages['vipPrompt.close'] }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { reason: 'quality' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
