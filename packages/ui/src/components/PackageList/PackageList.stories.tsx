import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vipT } from '../../i18n/vipMessages';
import {
  RECOMMENDED_INDEX,
  monthCard,
  packageName,
  quarterCard,
  vipProductsFixture,
  yearCard,
} from '../VipDialog/vipFixtures';
import { PackageList, type PackageListProps } from './PackageList';
import { formatAmount } from '../VipDialog/vipFormat';

/** `selectedIndex` held in state, so a click or an arrow key really moves the choice. */
function Selectable(props: PackageListProps) {
  const [index, setIndex] = useState(props.selectedIndex);
  return (
    <PackageList
      {...props}
      selectedIndex={index}
      onSelect={(next) => {
        props.onSelect(next);
        setIndex(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/VIP/PackageList',
  component: PackageList,
  render: (args) => <Selectable {...args} />,
  args: { products: vipProductsFixture, selectedIndex: RECOMMENDED_INDEX, onSelect: fn() },
} satisfies Meta<typeof PackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four packages, 年卡 chosen and badged 推荐; prices with the original struck through. */
export const Recommended: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: vipT('packages.legend') });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[RECOMMENDED_INDEX]).toBeChecked();
    await expect(canvas.getByText(vipT('packages.recommended'))).toBeVisible();
    await expect(
      canvas.getByText(vipT('packages.originalPrice', { price: formatAmount(360) })),
    ).toBeVisible();
    // 周卡 has no discount, so no struck price.
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('radio', { name: packageName(monthCard) }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('radio', { name: packageName(monthCard) })).toBeChecked();
  },
};

/** Arrow keys move the choice like any radio group. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: packageName(quarterCard) }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: packageName(yearCard) })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(0);
  },
};

/** Two columns for a phone. */
export const Stacked: Story = {
  args: { stacked: true, selectedIndex: 0 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: packageName(monthCard) }),
    ).toBeChecked();
  },
};

/** While an order is created the choice is locked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};
