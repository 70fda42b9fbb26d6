import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountT } from '../../i18n/accountMessages';
import { messages } from '../../storybook/liveCatalogues';
import { Dialog, type DialogProps } from './Dialog';

// The texts are read when the story renders, in its language: area catalogues switch language in
// Storybook's loader, after this module is evaluated.
function Title() {
  return <>{accountT('info.title')}</>;
}
function Confirm() {
  return <>{accountT('logout.confirm')}</>;
}
function Ok() {
  return <>{accountT('info.ok')}</>;
}

/** The dialog as a page uses it: a trigger, and `open` held in state so closing really closes. */
function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {accountT('logout.title')}
      </button>
      <Dialog
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
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    title: <Title />,
    children: (
      <p>
        <Confirm />
      </p>
    ),
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: accountT('info.title') });

/** Centered; the page behind cannot scroll; the close button is labelled and closes it. */
export const Center: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAttribute('data-variant', 'center');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // The page behind does not scroll while it is open.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: messages['dialog.close'] }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

/** Opened from a trigger: focus moves in, Escape closes, focus returns to the trigger. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: accountT('logout.title') });
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: messages['dialog.close'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A press on the backdrop (the <dialog> element outside its box) closes; a press inside does not. */
export const BackdropPress: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByText(accountT('logout.confirm')));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A description names what the dialog is about (aria-describedby), and `data-autofocus` takes the focus. */
export const DescriptionAndAutofocus: Story = {
  args: {
    size: 'sm',
    description: <Confirm />,
    children: (
      <button type="button" data-autofocus>
        <Ok />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(accountT('logout.confirm'));
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    await expect(within(dialog).getByRole('button', { name: accountT('info.ok') })).toHaveFocus();
  },
};

/** The phone's bottom sheet. */
export const Sheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAttribute('data-variant', 'sheet');
    // Glued to the bottom of the viewport, across its width (once it has slid in).
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};

export const Large: Story = { args: { size: 'lg' } };
