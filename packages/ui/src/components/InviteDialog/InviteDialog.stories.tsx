import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { inviteFixture } from '../VipDialog/vipFixtures';
import { InviteDialog } from './InviteDialog';
import { withCopied } from '../../storybook/withCopied';

const t = createTranslate();

const Copying = withCopied(InviteDialog);

const meta = {
  title: 'Screens/VIP/InviteDialog',
  component: InviteDialog,
  render: (args) => <Copying {...args} />,
  args: {
    open: true,
    status: 'loaded',
    invite: inviteFixture,
    onCopy: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('dialog', { name: vipT('invite.title') }));

/** The link, its QR code and 复制链接; copying says so. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox')).toHaveValue(inviteFixture.link);
    const qr = dialog.getByRole('img', { name: vipT('invite.qrLabel') });
    await expect(qr).toHaveAttribute('data-value', inviteFixture.link);
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
    await expect(
      dialog.getByText(vipT('invite.headline', { n: inviteFixture.pointsPerInvite })),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: vipT('invite.copy') }));
    await expect(args.onCopy).toHaveBeenCalledWith(inviteFixture.link);
    await expect(dialog.getByRole('status')).toHaveTextContent(vipT('invite.copied'));
  },
};

export const Loading: Story = {
  args: { status: 'loading', invite: undefined },
  play: async ({ canvasElement }) => {
    await expect((await dialogOf(canvasElement)).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', invite: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      (await dialogOf(canvasElement)).getByRole('button', { name: vipT('invite.loadError') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone: a bottom sheet. */
export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('dialog.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
