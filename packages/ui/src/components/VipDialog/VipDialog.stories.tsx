import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_METHODS } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import {
  PAID_VIP_EXPIRE_TIME,
  RECOMMENDED_INDEX,
  packageName,
  payOrderFixtures,
  quarterCard,
  serverMessages,
  vipProductsFixture,
  weekCard,
  yearCard,
} from './vipFixtures';
import { VipDialog, type VipDialogProps } from './VipDialog';
import { formatAmount, formatDay } from './vipFormat';

const t = createTranslate();

/** The dialog as the site drives it: the chosen package and method held in state, a trigger. */
function Driven(props: VipDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [selectedIndex, setSelectedIndex] = useState(props.selectedIndex);
  const [method, setMethod] = useState(props.method);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('vip.join')}
      </button>
      <VipDialog
        {...props}
        open={open}
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
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/VIP/VipDialog',
  component: VipDialog,
  render: (args) => <Driven {...args} />,
  args: {
    open: true,
    variant: 'desktop',
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
    onClose: fn(),
  },
} satisfies Meta<typeof VipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('dialog', { name: vipT('vipDialog.title') }));

/** Opened with the recommended package chosen: pick 季卡 and 微信支付, then 立即支付. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const recommended = dialog.getByRole('radio', { name: packageName(yearCard) });
    await expect(recommended).toBeChecked();
    // The focus (and its ring) is on the chosen package, not on the first.
    await expect(recommended).toHaveFocus();
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t('vip.perkBestLine'),
      t('vip.perkLiveChannels'),
      t('vip.perkDownload'),
      t('vip.perkAllSpeeds'),
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: packageName(quarterCard) }));
    await userEvent.click(dialog.getByRole('radio', { name: vipT('methods.wechat') }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('wechat');
    await userEvent.click(
      dialog.getByRole('button', {
        name: vipT('pay.payAmount', { amount: formatAmount(quarterCard.price) }),
      }),
    );
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 2, method: 'wechat' });
  },
};

/** Opened from a VIP-only line: the reason under the title. */
export const WithReason: Story = {
  args: { reason: 'line', selectedIndex: 0 },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: vipT('vipDialog.title'),
    });
    await expect(dialog).toHaveAccessibleDescription(vipT('vipReason.line'));
    await userEvent.click(within(dialog).getByRole('button', { name: /¥25/ }));
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 1, method: 'alipay' });
  },
};

/** The packages are loading. */
export const PackagesLoading: Story = {
  args: { productsStatus: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(t('status.loading'));
    await expect(
      dialog.queryByRole('button', { name: new RegExp(vipT('vip.pay')) }),
    ).not.toBeInTheDocument();
  },
};

/** The packages failed to load: a retry. */
export const PackagesError: Story = {
  args: { productsStatus: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: vipT('packages.loadError') }));
    await expect(args.onReloadProducts).toHaveBeenCalledTimes(1);
  },
};

const payWith = (method: VipDialogProps['method']): Story => ({
  args: { method },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: vipT(`methods.${method}`) })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: /¥238/ }));
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 3, method });
  },
});

/** Each method chosen, then 立即支付. */
export const MethodAlipay = payWith('alipay');
export const MethodWechat = payWith('wechat');
export const MethodPaypal = payWith('paypal');
export const MethodCard = payWith('card');
export const MethodCools = payWith('cools');

/** After 立即支付: creating the order, the choice gives way to the payment panel. */
export const StepCreating: Story = {
  args: { payment: { step: 'creating' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(vipT('payment.creating'))).toBeVisible();
    await expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await expect(
      dialog.getByText(
        vipT('pay.summary', { name: yearCard.name, amount: formatAmount(yearCard.price) }),
      ),
    ).toBeVisible();
  },
};

export const StepQrCode: Story = {
  args: { payment: { step: 'qrcode', order: payOrderFixtures.alipay } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const qr = dialog.getByRole('img', {
      name: vipT('payment.qrLabel', { method: vipT('methods.alipay') }),
    });
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
    await userEvent.click(dialog.getByRole('button', { name: vipT('payment.changeMethod') }));
    await expect(args.onChangeMethod).toHaveBeenCalledTimes(1);
  },
};

export const StepRedirect: Story = {
  args: { method: 'paypal', payment: { step: 'redirect', order: payOrderFixtures.paypal } },
  play: async ({ canvasElement }) => {
    await expect(
      (await dialogOf(canvasElement)).getByRole('link', {
        name: vipT('payment.continueTo', { method: vipT('methods.paypal') }),
      }),
    ).toHaveAttribute('href', payOrderFixtures.paypal.payUrl);
  },
};

export const StepCools: Story = {
  args: { method: 'cools', payment: { step: 'cools', order: payOrderFixtures.cools } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      (await dialogOf(canvasElement)).getByRole('button', { name: vipT('payment.cancelOrder') }),
    );
    await expect(args.onCancelOrder).toHaveBeenCalledWith(payOrderFixtures.cools.orderId);
  },
};

/** Paid: 支付成功 with the new expiry; 完成 closes the dialog. */
export const Success: Story = {
  args: {
    payment: { step: 'paid', order: payOrderFixtures.alipay, vipExpireTime: PAID_VIP_EXPIRE_TIME },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(
      t('vip.validUntil', { date: formatDay(PAID_VIP_EXPIRE_TIME) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: vipT('payment.done') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const StepExpired: Story = {
  args: { payment: { step: 'expired', order: payOrderFixtures.wechat } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(vipT('payment.expired'));
    await userEvent.click(dialog.getByRole('button', { name: vipT('payment.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const StepFailed: Story = {
  args: { payment: { step: 'failed', message: serverMessages.tooFrequent } },
  play: async ({ canvasElement }) => {
    await expect((await dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent(
      serverMessages.tooFrequent,
    );
  },
};

/** Escape closes it and focus returns to what opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: t('vip.join') });
    await userEvent.click(trigger);
    await expect(
      (await dialogOf(canvasElement)).getByRole('radio', { name: packageName(yearCard) }),
    ).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Phone: a bottom sheet, everything stacked; the same walk through. */
export const Phone: Story = {
  args: { variant: 'phone', reason: 'speed' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: packageName(weekCard) }));
    await userEvent.click(dialog.getByRole('radio', { name: vipT('methods.paypal') }));
    await userEvent.click(dialog.getByRole('button', { name: /¥8/ }));
    await expect(args.onPay).toHaveBeenCalledWith({ productId: 4, method: 'paypal' });
  },
};

export const PhoneQrCode: Story = {
  args: {
    variant: 'phone',
    method: 'wechat',
    payment: { step: 'qrcode', order: payOrderFixtures.wechat },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      (await dialogOf(canvasElement)).getByText(
        vipT('payment.scanWith', { method: vipT('methods.wechat') }),
      ),
    ).toBeVisible();
  },
};
