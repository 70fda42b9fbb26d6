import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { downloadT } from '../../i18n/downloadMessages';
import { AppDownloadDialog } from './AppDownloadDialog';
import type { AppKind } from './appDownload';
import { buildsFixture } from './fixtures';

const meta = {
  title: 'Dialogs/AppDownloadDialog',
  component: AppDownloadDialog,
  args: {
    open: true,
    kind: 'phone',
    builds: buildsFixture,
    onKindChange: fn(),
    onDownload: fn(),
    onClose: fn(),
  },
  render: function Render(args) {
    const [kind, setKind] = useState<AppKind>(args.kind);
    return (
      <AppDownloadDialog
        {...args}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          args.onKindChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AppDownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
// The dialog opens after the first render (showModal in an effect), so each play waits for it.

/** The phone variant: its QR code and the download link of the phone build; switch to TV. */
export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('tab', { name: downloadT('download.phoneTab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const link = dialog.getByRole('link', { name: downloadT('download.button') });
    await expect(link).toHaveAttribute('href', buildsFixture.phone.fileUrl);
    // The link would download for real; the story only sees that the press is reported.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onDownload).toHaveBeenCalledWith('phone');
    await userEvent.click(dialog.getByRole('tab', { name: downloadT('download.tvTab') }));
    await expect(args.onKindChange).toHaveBeenCalledWith('tv');
    await expect(dialog.getByRole('link', { name: downloadT('download.button') })).toHaveAttribute(
      'href',
      buildsFixture.tv.fileUrl,
    );
  },
};

/** The TV variant. */
export const Tv: Story = {
  args: { kind: 'tv' },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(downloadT('download.tvHeadline'))).toBeVisible();
    await expect(
      dialog.getByRole('img', {
        name: downloadT('download.qrLabel', { name: downloadT('download.tvTab') }),
      }),
    ).toBeVisible();
  },
};

/** On a phone: a bottom sheet; closing asks the parent. */
export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-variant', 'sheet');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
