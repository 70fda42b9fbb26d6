import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_METHODS } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vipT } from '../../i18n/vipMessages';
import { PaymentMethods, type PaymentMethodsProps } from './PaymentMethods';

function Choosable(props: PaymentMethodsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentMethods
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/VIP/PaymentMethods',
  component: PaymentMethods,
  render: (args) => <Choosable {...args} />,
  args: { value: 'alipay', methods: PAY_METHODS, onChange: fn() },
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All five methods, 支付宝 first and chosen; a click picks another. */
export const AllMethods: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: vipT('methods.legend') });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(names).toEqual([
      `${vipT('methods.markAlipay')}${vipT('methods.alipay')}`,
      `${vipT('methods.markWechat')}${vipT('methods.wechat')}`,
      `${vipT('methods.markPaypal')}${vipT('methods.paypal')}`,
      `${vipT('methods.markCard')}${vipT('methods.card')}`,
      `${vipT('methods.markCools')}${vipT('methods.cools')}`,
    ]);
    await expect(canvas.getByRole('radio', { name: vipT('methods.alipay') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: vipT('methods.cools') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('cools');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

/** WeChat chosen. */
export const Wechat: Story = {
  args: { value: 'wechat' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: vipT('methods.wechat') }),
    ).toBeChecked();
  },
};

/** A site may offer fewer methods. */
export const QrcodeOnly: Story = {
  args: { methods: ['alipay', 'wechat'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};
