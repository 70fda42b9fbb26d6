import type { Meta, StoryObj } from '@storybook/react-vite';
import { isVipActive } from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { messages } from '../../storybook/liveCatalogues';
import { VipStatus } from './VipStatus';
import { vipStatusOf } from './vipStatusOf';

// A fixed clock, so the stories read the same every day: 2026-11-21 12:00 in Shanghai.
const NOW_MS = Date.UTC(2026, 10, 21, 4);
const DAY_S = 24 * 60 * 60;
const t = createTranslate();
const inDays = (days: number) => NOW_MS / 1000 + days * DAY_S;
/** A logged-in user with this expiry, VIP by the contract's rule as the site decides it. */
const member = (expireTime: number | null) => ({
  isLogin: true,
  isVip: isVipActive(expireTime, NOW_MS),
  expireTime,
});

const meta = {
  title: 'Screens/VIP/VipStatus',
  component: VipStatus,
  args: { ...vipStatusOf({ isLogin: false, isVip: false }, NOW_MS), onLogin: fn(), onJoin: fn() },
} satisfies Meta<typeof VipStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: 欢迎登录，享受更好的体验 and 登录. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['auth.welcome'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** More than 2 days left: VIP有效期至{date} and 续费. */
export const Vip: Story = {
  args: vipStatusOf(member(inDays(30)), NOW_MS),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('vip.validUntil', { date: '2026-12-21' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.renew'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** A day and a half left: VIP剩余2天 and 续费. */
export const Expiring: Story = {
  args: vipStatusOf(member(inDays(1.5)), NOW_MS),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('vip.daysLeft', { n: 2 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.renew'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Passed: VIP已过期 and 立即开通. */
export const Expired: Story = {
  args: vipStatusOf(member(inDays(-3)), NOW_MS),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['vip.expired'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.activate'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Never VIP: no status line, just 立即开通. */
export const NoExpiry: Story = {
  args: vipStatusOf(member(null), NOW_MS),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('paragraph')).toBeNull();
    await expect(canvas.getByRole('button')).toHaveTextContent(messages['vip.activate']);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Inside a card that has its own button: the line alone. */
export const LineOnly: Story = {
  args: { ...vipStatusOf(member(inDays(30)), NOW_MS), hideAction: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
