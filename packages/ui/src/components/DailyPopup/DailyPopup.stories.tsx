import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslate } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { yearCard } from '../VipDialog/vipFixtures';
import { formatAmount } from '../VipDialog/vipFormat';
import { DailyPopup } from './DailyPopup';

const t = createTranslate();

const meta = {
  title: 'Screens/Home/DailyPopup',
  component: DailyPopup,
  args: { open: true, product: yearCard, onJoin: fn(), onClose: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The site never opens it on a phone (SPEC "Daily popup": desktop devices only, and a window ' +
          'under 768 px counts as a phone): NarrowestWindow is the smallest window it opens in. ' +
          'PhoneViewport shows it at 390 px for review only, should the rule ever change.',
      },
    },
  },
} satisfies Meta<typeof DailyPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: vipT('dailyPopup.title') });

/** The promotion: the perks, the recommended package's price, 开通VIP focused. */
export const Offer: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(vipT('vip.invitation'));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(dialog).getByText(
        vipT('dailyPopup.offer', { name: yearCard.name, price: formatAmount(238) }),
      ),
    ).toBeVisible();
    const join = within(dialog).getByRole('button', { name: t('vip.join') });
    await expect(join).toHaveFocus();
    await userEvent.click(join);
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Before the packages arrive: no price line, the rest as usual. */
export const WithoutPrice: Story = {
  args: { product: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(await dialogOf(canvasElement)).queryByText(/¥/)).not.toBeInTheDocument();
  },
};

/** The close button and Escape both close it. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The narrowest window it opens in (768 px; narrower counts as a phone): it fits, 开通VIP in view. */
export const NarrowestWindow: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: t('vip.join') })).toBeVisible();
  },
};

/**
 * At a phone's 390 px, for review only: the site does not open the popup on a phone (SPEC "Daily
 * popup"). It would still fit, the perks readable and 开通VIP within reach.
 */
export const PhoneViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    const join = await within(dialog).findByRole('button', { name: t('vip.join') });
    await expect(join.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(join);
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};
