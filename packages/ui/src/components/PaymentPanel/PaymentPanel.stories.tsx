import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { PAID_VIP_EXPIRE_TIME, payOrderFixtures, serverMessages } from '../VipDialog/vipFixtures';
import { formatAmount, formatDay } from '../VipDialog/vipFormat';
import { PaymentPanel } from './PaymentPanel';

const t = createTranslate();

const meta = {
  title: 'Screens/VIP/PaymentPanel',
  component: PaymentPanel,
  args: {
    step: 'creating',
    onOpenPayUrl: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onChangeMethod: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: vipT('payment.region') }));

/** Right after 立即支付: the order is being created. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByRole('status')).toHaveTextContent(
      vipT('payment.creating'),
    );
  },
};

/** 支付宝: the QR code of payUrl, the amount, waiting, and a link to the pay page. */
export const QrCodeAlipay: Story = {
  args: { step: 'qrcode', order: payOrderFixtures.alipay },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const order = payOrderFixtures.alipay;
    const qr = panel.getByRole('img', {
      name: vipT('payment.qrLabel', { method: vipT('methods.alipay') }),
    });
    await expect(qr).toHaveAttribute('data-value', order.payUrl);
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
    await expect(panel.getByText(formatAmount(238))).toBeVisible();
    await expect(panel.getByRole('status')).toHaveTextContent(vipT('payment.waiting'));
    const link = panel.getByRole('link', { name: vipT('payment.openPayPage') });
    await expect(link).toHaveAttribute('href', order.payUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    // The story cancels the navigation, so no tab opens; the callback still runs.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenPayUrl).toHaveBeenCalledWith(order.payUrl);
    await userEvent.click(panel.getByRole('button', { name: vipT('payment.changeMethod') }));
    await expect(args.onChangeMethod).toHaveBeenCalledTimes(1);
  },
};

/** 微信支付: the same step, worded for WeChat. */
export const QrCodeWechat: Story = {
  args: { step: 'qrcode', order: payOrderFixtures.wechat },
  play: async ({ canvasElement }) => {
    await expect(
      panelOf(canvasElement).getByText(
        vipT('payment.scanWith', { method: vipT('methods.wechat') }),
      ),
    ).toBeVisible();
  },
};

/** PayPal: a checkout page in US dollars; the link continues there, this page keeps waiting. */
export const RedirectPaypal: Story = {
  args: { step: 'redirect', order: payOrderFixtures.paypal },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByText(formatAmount(33.5, 'USD'))).toBeVisible();
    const link = panel.getByRole('link', {
      name: vipT('payment.continueTo', { method: vipT('methods.paypal') }),
    });
    await expect(link).toHaveAttribute('href', payOrderFixtures.paypal.payUrl);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenPayUrl).toHaveBeenCalledWith(payOrderFixtures.paypal.payUrl);
    await expect(panel.getByRole('status')).toHaveTextContent(vipT('payment.waiting'));
  },
};

/** 银行卡: the same redirect step for the card checkout. */
export const RedirectCard: Story = {
  args: { step: 'redirect', order: payOrderFixtures.card },
  play: async ({ canvasElement }) => {
    await expect(
      panelOf(canvasElement).getByRole('link', {
        name: vipT('payment.continueTo', { method: vipT('methods.card') }),
      }),
    ).toBeVisible();
  },
};

/** 加密货币(USDT): the wallet address and amount; 取消订单 cancels this order. */
export const Cools: Story = {
  args: { step: 'cools', order: payOrderFixtures.cools },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const order = payOrderFixtures.cools;
    await expect(panel.getByText(order.address!)).toBeVisible();
    await expect(panel.getByText(formatAmount(33.5, 'USDT'))).toBeVisible();
    await expect(panel.getByRole('img', { name: vipT('payment.addressQrLabel') })).toHaveAttribute(
      'data-value',
      order.address,
    );
    await userEvent.click(panel.getByRole('button', { name: vipT('payment.cancelOrder') }));
    await expect(args.onCancel).toHaveBeenCalledWith(order.orderId);
  },
};

/** 支付成功 with the new expiry date; 完成 closes. */
export const Paid: Story = {
  args: { step: 'paid', order: payOrderFixtures.alipay, vipExpireTime: PAID_VIP_EXPIRE_TIME },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const status = panel.getByRole('status');
    await expect(status).toHaveTextContent(vipT('vip.paySucceeded'));
    await expect(status).toHaveTextContent(
      t('vip.validUntil', { date: formatDay(PAID_VIP_EXPIRE_TIME) }),
    );
    await userEvent.click(panel.getByRole('button', { name: vipT('payment.done') }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** The order ran out before it was paid: 重新支付. */
export const Expired: Story = {
  args: { step: 'expired', order: payOrderFixtures.alipay },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent(vipT('payment.expired'));
    await userEvent.click(panel.getByRole('button', { name: vipT('payment.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Creating the order failed: the server's message and 重新支付. */
export const Failed: Story = {
  args: { step: 'failed', message: serverMessages.notLoggedIn },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent(serverMessages.notLoggedIn);
    await userEvent.click(panel.getByRole('button', { name: vipT('payment.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed without a message from the server: the generic text. */
export const FailedGeneric: Story = {
  args: { step: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByRole('alert')).toHaveTextContent(
      vipT('payment.failed'),
    );
  },
};
