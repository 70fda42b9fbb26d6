import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate, useT } from '../../i18n/I18nProvider';
import { messages } from '../../storybook/liveCatalogues';
import styles from '../HoverCard/HoverCard.stories.module.css';
import { VipHoverCard } from './VipHoverCard';
import { formatChinaDay } from '../../i18n/intl';

const meta = {
  title: 'Header/VipHoverCard',
  component: VipHoverCard,
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: { isLogin: false, isVip: false },
    onLogin: fn(),
    onJoin: fn(),
  },
} satisfies Meta<typeof VipHoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = createTranslate();
// A fixed clock for the status line: 2026-11-21 12:00 in Shanghai.
const NOW_MS = Date.UTC(2026, 10, 21, 4);
const inDays = (days: number) => NOW_MS / 1000 + days * 24 * 60 * 60;

const VIP_UNTIL = 1_900_000_000; // 2030-03-17
const vipUntilLine = () => t('vip.validUntil', { date: formatChinaDay(VIP_UNTIL) });
// The slot's line reads its text when it renders, in the story's language: the main catalogue is
// loaded by Storybook's loader, after this module.
function VipUntilLine() {
  return <>{useT()('vip.validUntil', { date: formatChinaDay(VIP_UNTIL) })}</>;
}

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: messages['vip.cardLabel'] });
const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: messages['vip.cardLabel'] });

/** A visitor: 欢迎登录，享受更好的体验 and 登录; the VIP button asks to log in too. */
export const Visitor: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText(messages['auth.welcome'])).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger(canvasElement));
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Logged in without VIP: greeted by address, invited to 开通VIP. */
export const LoggedIn: Story = {
  args: {
    user: { isLogin: true, isVip: false, email: 'lin.zhixia@example.com' },
    defaultOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText(/lin\.zhixia@example\.com/)).toBeVisible();
    await expect(inCard.getByText(messages['vip.joinPrompt'])).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: messages['vip.join'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** A VIP: a respectful greeting and 续费; the status line comes from the VIP work (a slot). */
export const Vip: Story = {
  args: {
    user: { isLogin: true, isVip: true, email: 'vip@example.com', expireTime: VIP_UNTIL },
    status: <VipUntilLine />,
    defaultOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText(messages['vip.greeting'])).toBeVisible();
    await expect(inCard.getByText(vipUntilLine())).toBeVisible();
    await expect(inCard.queryByRole('button', { name: messages['vip.join'] })).toBeNull();
    await userEvent.click(inCard.getByRole('button', { name: messages['vip.renew'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Closed until the keyboard reaches the button; Tab moves into the card; Escape closes it. */
export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).not.toBeVisible();
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await waitFor(() => expect(card(canvasElement)).toBeVisible());
    await userEvent.tab();
    await expect(
      within(card(canvasElement)).getByRole('button', { name: messages['auth.login'] }),
    ).toHaveFocus();
    await expect(card(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card(canvasElement)).not.toBeVisible());
  },
};

/** The pointer over the button opens the card; leaving closes it. */
export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    await waitFor(() => expect(card(canvasElement)).toBeVisible());
    await userEvent.unhover(trigger(canvasElement));
    await waitFor(() => expect(card(canvasElement)).not.toBeVisible());
  },
};

/** A VIP with the expiry passed in: the card draws the status line itself (VIP有效期至) and offers 续费. */
export const VipWithExpiry: Story = {
  args: {
    user: { isLogin: true, isVip: true, email: 'vip@example.com', expireTime: inDays(30) },
    nowMs: NOW_MS,
    defaultOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement));
    await expect(
      inCard.getByText(t('vip.validUntil', { date: formatChinaDay(inDays(30)) })),
    ).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: messages['vip.renew'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Expiring within 2 days: VIP剩余1天 and 续费. */
export const Expiring: Story = {
  args: {
    user: { isLogin: true, isVip: true, email: 'vip@example.com', expireTime: inDays(0.5) },
    nowMs: NOW_MS,
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText(t('vip.daysLeft', { n: 1 }))).toBeVisible();
    await expect(inCard.getByRole('button', { name: messages['vip.renew'] })).toBeVisible();
  },
};

/** Expired: VIP已过期 and 立即开通. */
export const Expired: Story = {
  args: {
    user: { isLogin: true, isVip: false, email: 'lin.zhixia@example.com', expireTime: inDays(-1) },
    nowMs: NOW_MS,
    defaultOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText(messages['vip.expired'])).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: messages['vip.activate'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Never VIP (expireTime null): no status line, 立即开通. */
export const NoExpiry: Story = {
  args: {
    user: { isLogin: true, isVip: false, email: 'lin.zhixia@example.com', expireTime: null },
    nowMs: NOW_MS,
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.queryByText(messages['vip.expired'])).toBeNull();
    await expect(inCard.getByRole('button', { name: messages['vip.activate'] })).toBeVisible();
  },
};
