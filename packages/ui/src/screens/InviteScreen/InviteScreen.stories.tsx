import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { inviteFixture } from '../../components/VipDialog/vipFixtures';
import { InviteScreen } from './InviteScreen';
import { withCopied } from '../../storybook/withCopied';

const t = createTranslate();

const Copying = withCopied(InviteScreen);

const meta = {
  title: 'Screens/VIP/InviteScreen',
  component: InviteScreen,
  render: (args) => <Copying {...args} />,
  parameters: { layout: 'fullscreen', route: '/invite' },
  args: {
    variant: 'desktop',
    status: 'loaded',
    onBack: fn(),
    invite: inviteFixture,
    onCopy: fn(),
    onLogin: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InviteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link with 复制链接 and its QR code, 3 friends and 300 points, the rules. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const share = canvas.getByRole('region', { name: t('invite.link') });
    await expect(within(share).getByRole('textbox')).toHaveValue(inviteFixture.link);
    const qr = within(share).getByRole('img', { name: vipT('invite.qrLabel') });
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
    await expect(canvas.getByText(vipT('invite.invitedCount')).nextSibling).toHaveTextContent('3');
    await expect(canvas.getByText(vipT('invite.pointsEarned')).nextSibling).toHaveTextContent(
      '300',
    );
    await expect(canvas.getByRole('region', { name: vipT('invite.rulesTitle') })).toHaveTextContent(
      vipT('invite.rulePoints', { n: 100 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: vipT('invite.copy') }));
    await expect(args.onCopy).toHaveBeenCalledWith(inviteFixture.link);
    await expect(canvas.getByRole('status')).toHaveTextContent(vipT('invite.copied'));
  },
};

/** /invite-h5 on a phone. */
export const H5: Story = {
  args: { variant: 'h5' },
  parameters: { route: '/invite-h5' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: vipT('invite.qrLabel') }),
    ).toHaveAttribute('width', '168');
  },
};

export const LoggedOut: Story = {
  args: { status: 'loggedOut', invite: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(vipT('invite.loggedOut'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** An invited friend landing on /invite-h5 logged out is asked to sign up. */
export const H5LoggedOut: Story = {
  args: { variant: 'h5', status: 'loggedOut', invite: undefined },
  parameters: { route: '/invite-h5?invite_id=k7m2x9qa' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(vipT('invite.h5Welcome'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: vipT('invite.h5Register') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', invite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('status.loading'));
  },
};

export const LoadError: Story = {
  args: { status: 'error', invite: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: vipT('invite.loadError') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
