import type { Meta, StoryObj } from '@storybook/react-vite';
import { isVipActive } from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { accountMessages as m } from '../../storybook/liveCatalogues';
import { messages } from '../../storybook/liveCatalogues';
import { UserInfoScreen, type UserInfoSummary } from './UserInfoScreen';
import { formatChinaDay } from '../../i18n/intl';

// A fixed clock: 2026-11-21 12:00 in Shanghai.
const NOW_MS = Date.UTC(2026, 10, 21, 4);
const DAY_S = 24 * 60 * 60;
const inDays = (days: number) => NOW_MS / 1000 + days * DAY_S;
const t = createTranslate();

const member: UserInfoSummary = {
  email: 'member@xinghe.test',
  expireTime: null,
  isVip: false,
  points: 120,
  inviteCode: 'k3x9m2qa',
  createdAt: inDays(-40),
};
const withExpiry = (days: number): UserInfoSummary => ({
  ...member,
  email: 'vip@xinghe.test',
  expireTime: inDays(days),
  isVip: isVipActive(inDays(days), NOW_MS),
  points: 2350,
});

const meta = {
  title: 'Screens/Account/UserInfoScreen',
  component: UserInfoScreen,
  parameters: { layout: 'fullscreen', route: '/userinfo' },
  args: {
    load: { status: 'loaded', data: member },
    nowMs: NOW_MS,
    onLogin: fn(),
    onJoin: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UserInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of the facts list. */
const factOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

/** Logged in, never VIP: 立即开通, expiry 未开通, points, invite code, links and actions. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(m['userinfo.title']);
    await expect(canvas.getByText(member.email, { selector: 'p' })).toBeVisible();
    await expect(factOf(canvasElement, m['userinfo.vipStatus'])).toHaveTextContent(
      m['userinfo.noExpiry'],
    );
    await expect(factOf(canvasElement, m['userinfo.expiry'])).toHaveTextContent(
      m['userinfo.noExpiry'],
    );
    await expect(factOf(canvasElement, m['userinfo.points'])).toHaveTextContent('120');
    await expect(factOf(canvasElement, m['userinfo.inviteCode'])).toHaveTextContent('k3x9m2qa');
    const nav = canvas.getByRole('navigation', { name: m['userinfo.links'] });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/history', '/collect', '/points', '/sports?tab=followed', '/invite', '/source']);
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.activate'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: m['userinfo.changePassword'] }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: m['userinfo.logout'] }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** VIP for another month: VIP有效期至{date}, 续费. */
export const Vip: Story = {
  args: { load: { status: 'loaded', data: withExpiry(30) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(factOf(canvasElement, m['userinfo.vipStatus'])).toHaveTextContent(
      t('vip.validUntil', { date: formatChinaDay(inDays(30)) }),
    );
    await expect(factOf(canvasElement, m['userinfo.expiry'])).toHaveTextContent(
      formatChinaDay(inDays(30)),
    );
    await expect(factOf(canvasElement, m['userinfo.points'])).toHaveTextContent('2350');
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.renew'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Expiring tomorrow: VIP剩余1天, 续费. */
export const Expiring: Story = {
  args: { load: { status: 'loaded', data: withExpiry(0.4) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(factOf(canvasElement, m['userinfo.vipStatus'])).toHaveTextContent(
      t('vip.daysLeft', { n: 1 }),
    );
    await expect(canvas.getByRole('button', { name: messages['vip.renew'] })).toBeVisible();
  },
};

/** Expired: VIP已过期, the date it ended, 立即开通. */
export const Expired: Story = {
  args: { load: { status: 'loaded', data: withExpiry(-5) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(factOf(canvasElement, m['userinfo.vipStatus'])).toHaveTextContent(
      messages['vip.expired'],
    );
    await expect(factOf(canvasElement, m['userinfo.expiry'])).toHaveTextContent(
      formatChinaDay(inDays(-5)),
    );
    await expect(canvas.getByRole('button', { name: messages['vip.activate'] })).toBeVisible();
  },
};

/** Logged out: a prompt and 登录. */
export const LoggedOut: Story = {
  args: { load: { status: 'idle' }, loggedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(m['userinfo.loggedOut'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m['userinfo.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: m['userinfo.logout'] })).toBeNull();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** The detail call failed: a retry. */
export const LoadFailed: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: m['userinfo.loadFailed'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The way back, since /userinfo has no header. */
export const BackLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: m['userinfo.back'] }),
    ).toHaveAttribute('href', '/');
  },
};

export const PhoneVip: Story = {
  args: { load: { status: 'loaded', data: withExpiry(30) } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The back link keeps its name when its text is visually hidden.
    await expect(
      within(canvasElement).getByRole('link', { name: m['userinfo.back'] }),
    ).toBeVisible();
  },
};

export const PhoneLoggedOut: Story = {
  args: { load: { status: 'idle' }, loggedOut: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
