import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { pointsFixture, serverMessages } from '../../components/VipDialog/vipFixtures';
import { PointsScreen } from './PointsScreen';
import { formatMinute } from '../../components/VipDialog/vipFormat';

const t = createTranslate();

const meta = {
  title: 'Screens/VIP/PointsScreen',
  component: PointsScreen,
  parameters: { layout: 'fullscreen', route: '/points' },
  args: {
    load: { status: 'loaded', data: pointsFixture },
    onCheckIn: fn(),
    onExchange: fn(),
    onLogin: fn(),
    onRetry: fn(),
    onInvite: fn(),
  },
} satisfies Meta<typeof PointsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exchange button of the option worth `days` of VIP (its name is 兑换 or 积分不足). */
const exchangeButton = (canvasElement: HTMLElement, days: number) => {
  const region = within(canvasElement).getByRole('region', { name: vipT('points.exchangeTitle') });
  const option = within(region)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(vipT('points.optionDays', { n: days })));
  if (!option) throw new Error(`no option of ${days} days`);
  return within(option).getByRole('button');
};

/** 720 points, not yet checked in: the rules from the server, 签到, the affordable exchanges. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const balance = canvas.getByRole('region', { name: vipT('points.balance') });
    await expect(balance).toHaveTextContent('720');
    const earn = canvas.getByRole('region', { name: vipT('points.earnTitle') });
    await expect(earn).toHaveTextContent(vipT('points.earnCheckInValue', { n: 10 }));
    await expect(earn).toHaveTextContent(vipT('points.earnWatchValue', { n: 2, cap: 10 }));
    await expect(earn).toHaveTextContent(vipT('points.earnInviteValue', { n: 100 }));

    await userEvent.click(
      canvas.getByRole('button', { name: vipT('points.checkInGain', { n: 10 }) }),
    );
    await expect(args.onCheckIn).toHaveBeenCalledTimes(1);

    await expect(exchangeButton(canvasElement, 30)).toBeDisabled();
    await expect(exchangeButton(canvasElement, 30)).toHaveTextContent(vipT('points.notEnough'));
    await expect(exchangeButton(canvasElement, 7)).toHaveAccessibleName(t('points.exchange'));
    await expect(exchangeButton(canvasElement, 7)).toHaveAccessibleDescription(
      `${vipT('points.optionDays', { n: 7 })} ${vipT('points.optionCost', { n: 600 })}`,
    );
    await userEvent.click(exchangeButton(canvasElement, 7));
    await expect(args.onExchange).toHaveBeenCalledWith(2);

    await userEvent.click(within(earn).getByRole('button', { name: vipT('points.inviteAction') }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
  },
};

/** The history, newest first, exchanges negative. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region', {
      name: vipT('points.historyTitle'),
    });
    const rows = within(history).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(vipT('points.kindWatch'));
    await expect(rows[0]).toHaveTextContent('+2');
    // 2026-11-21 11:00 in zh-CN, written the active language's way.
    await expect(rows[0]).toHaveTextContent(formatMinute(pointsFixture.history[0]!.createdAt));
    await expect(rows[3]).toHaveTextContent(vipT('points.kindExchange'));
    await expect(rows[3]).toHaveTextContent('-600');
  },
};

/** Checked in today: the button says so and cannot be pressed; a success notice. */
export const CheckedIn: Story = {
  args: {
    load: { status: 'loaded', data: { ...pointsFixture, balance: 730, checkedInToday: true } },
  },
  // The page's notice in the story's language, read when it renders: the catalogue arrives in
  // Storybook's loader, after this module.
  render: (args) => (
    <PointsScreen
      {...args}
      notice={{ tone: 'success', text: vipT('points.checkInGain', { n: 10 }) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: vipT('points.checkedIn') })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      vipT('points.checkInGain', { n: 10 }),
    );
  },
};

/** The check-in request is under way. */
export const CheckingIn: Story = {
  args: { checkingIn: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: vipT('points.checkInGain', { n: 10 }),
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Too few points for any option: every exchange disabled; the server's 积分不足 as an alert. */
export const BalanceShort: Story = {
  args: {
    load: { status: 'loaded', data: { ...pointsFixture, balance: 40 } },
    notice: { tone: 'error', text: serverMessages.pointsShort },
  },
  play: async ({ canvasElement }) => {
    await expect(exchangeButton(canvasElement, 1)).toBeDisabled();
    await expect(exchangeButton(canvasElement, 7)).toBeDisabled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      serverMessages.pointsShort,
    );
  },
};

export const Exchanging: Story = {
  args: { exchangingId: 1 },
  play: async ({ canvasElement }) => {
    await expect(exchangeButton(canvasElement, 1)).toBeDisabled();
    await expect(exchangeButton(canvasElement, 7)).toBeEnabled();
  },
};

export const EmptyHistory: Story = {
  args: { load: { status: 'loaded', data: { ...pointsFixture, balance: 0, history: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(vipT('points.historyEmpty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('status.loading'));
  },
};

export const LoggedOut: Story = {
  args: { load: { status: 'idle' }, loggedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(vipT('points.loggedOut'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: vipT('points.loadError') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(exchangeButton(canvasElement, 1)).toBeEnabled();
  },
};
