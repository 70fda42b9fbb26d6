import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeT } from '../../i18n/homeMessages';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Screens/Home/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    onAbout: fn(),
    privacyHref: '/privacy',
    downloadHref: '/download',
    communityUrl: 'https://t.me/xinghe_yingshi',
    year: 2026,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About, privacy, app download, the community group and the copyright line. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: homeT('footer.privacy') })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: homeT('footer.download') })).toHaveAttribute(
      'href',
      '/download',
    );
    await expect(canvas.getByRole('link', { name: homeT('footer.community') })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText(homeT('footer.copyright', { year: 2026 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: homeT('footer.about') }));
    await expect(args.onAbout).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
