import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_METHODS } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate, useT } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import {
  PAID_VIP_EXPIRE_TIME,
  RECOMMENDED_INDEX,
  monthCard,
  packageName,
  payOrderFixtures,
  vipProductsFixture,
} from '../../components/VipDialog/vipFixtures';
import { VipScreen, type VipScreenProps } from './VipScreen';

const t = createTranslate();

// Status lines read their text when they render, in the story's language: the main catalogue is
// loaded by Storybook's loader, after this module.
function ValidUntil() {
  return <p>{useT()('vip.validUntil', { date: '2026-12-01' })}</p>;
}
function Welcome() {
  return <p>{useT()('auth.welcome')}</p>;
}

/** The page as the site drives it: the chosen package and method held in state. */
function Driven(props: VipScreenProps) {
  const [selectedIndex, setSelectedIndex] = useState(props.selectedIndex);
  const [method, setMethod] = useState(props.method);
  return (
    <VipScreen
      {...props}
      selectedIndex={selectedIndex}
      method={method}
      onSelect={(index) => {
        props.onSelect(index);
        setSelectedIndex(index);
      }}
      onMethodChange={(next) => {
        props.onMethodChange(next);
        setMethod(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/VIP/VipScreen',
  component: VipScreen,
  render: (args) => <Driven {...args} />,
  parameters: { layout: 'fullscreen', route: '/vip' },
  args: {
    status: <ValidUntil />,
    productsStatus: 'loaded',
    products: vipProductsFixture,
    selectedIndex: RECOMMENDED_INDEX,
    method: 'alipay',
    methods: PAY_METHODS,
    onSelect: fn(),
    onMethodChange: fn(),
    onPay: fn(),
    onOpenPayUrl: fn(),
    onCancelOrder: fn(),
    onRetry: fn(),
    onReloadProducts: fn(),
    onChangeMethod: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof VipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero with the four perks and the status line; pick 月卡 and 银行卡, then 立即支付. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      vipT('vipPage.heroTitle'),
    );
    await expect(canvas.getByText(t('vip.validUntil', { date: '2026-12-01' }))).toBeVisible();
    const perks = canvas.getByRole('region', { name: t('vip.perksHeading') });
    for (const key of [
      'vip.perkBestLine',
      'vip.perkLiveChannels',
      'vip.perkDownload',
      'vip.perkAllSpeeds',
    ] as const) {
      await expect(within(perks).getByText(t(key))).toBeVisible();
    }
    await expect(
      canvas.getByRole('region', { name: vipT('vipPage.notesTitle') }),
    ).toHaveTextContent(vipT('vipPage.noteExpire'));

    await userEvent.click(canvas.getByRole('radio', { name: packageName(monthCard) }));
    await userEvent.click(canvas.getByRole('radio', { name: vipT('methods.card') }));
    await userEvent.click(canvas.getByRole('button', { name: /¥25/ }));
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 1, method: 'card' });
  },
};

/** A visitor: the site puts a login prompt in the status slot. */
export const Visitor: Story = {
  args: { status: <Welcome /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('auth.welcome'))).toBeVisible();
  },
};

export const PackagesLoading: Story = {
  args: { productsStatus: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    const checkout = within(canvasElement).getByRole('region', { name: t('vip.join') });
    await expect(within(checkout).getByRole('status')).toHaveTextContent(t('status.loading'));
  },
};

export const PackagesError: Story = {
  args: { productsStatus: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: vipT('packages.loadError') }),
    );
    await expect(args.onReloadProducts).toHaveBeenCalledTimes(1);
  },
};

export const NoPackages: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(vipT('packages.empty'))).toBeVisible();
  },
};

/** The payment panel in place of the choice: the QR code of the order. */
export const PayingByQrCode: Story = {
  args: { payment: { step: 'qrcode', order: payOrderFixtures.alipay } },
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', {
      name: vipT('payment.qrLabel', { method: vipT('methods.alipay') }),
    });
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
  },
};

export const PayingByCools: Story = {
  args: { method: 'cools', payment: { step: 'cools', order: payOrderFixtures.cools } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: vipT('payment.cancelOrder') }),
    );
    await expect(args.onCancelOrder).toHaveBeenCalledWith(payOrderFixtures.cools.orderId);
  },
};

/** Back from PayPal: paid, with the new expiry. */
export const Paid: Story = {
  args: {
    method: 'paypal',
    payment: { step: 'paid', order: payOrderFixtures.paypal, vipExpireTime: PAID_VIP_EXPIRE_TIME },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(vipT('vip.paySucceeded'));
    await userEvent.click(canvas.getByRole('button', { name: vipT('payment.done') }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { payment: { step: 'expired', order: payOrderFixtures.alipay } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: vipT('payment.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** One column on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: vipT('methods.wechat') }));
    await userEvent.click(canvas.getByRole('button', { name: /¥238/ }));
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 3, method: 'wechat' });
  },
};
