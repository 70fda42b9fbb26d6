import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerLinksFixture } from '../../fixtures/browse';
import styles from '../HoverCard/HoverCard.stories.module.css';
import { TvDownloadCard } from './TvDownloadCard';
import { headerMessages } from '../../storybook/liveCatalogues';
import { headerT } from '../../i18n/headerMessages';

const meta = {
  title: 'Header/TvDownloadCard',
  component: TvDownloadCard,
  decorators: [
    (Story) => (
      <div className={styles.stage} style={{ justifyContent: 'flex-end', paddingRight: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { tvUrl: headerLinksFixture.tvUrl, phoneUrl: headerLinksFixture.phoneUrl },
} satisfies Meta<typeof TvDownloadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const qrName = (app: string) => headerT('download.qrLabel', { name: app });

/** Open: 电视版 and 手机版, each its own QR code. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tv = canvas.getByRole('img', { name: qrName(headerMessages['download.tv']) });
    const phone = canvas.getByRole('img', { name: qrName(headerMessages['download.phone']) });
    await waitFor(() => expect(tv).toHaveAttribute('data-ready', 'true'));
    await expect(tv).toHaveAttribute('data-value', args.tvUrl);
    await expect(phone).toHaveAttribute('data-value', args.phoneUrl);
    // Two different addresses, two different codes.
    await expect(tv.querySelector('path')?.getAttribute('d')).not.toBe(
      phone.querySelector('path')?.getAttribute('d'),
    );
  },
};

/** 下载APP leads to the download page; focus opens the card. */
export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: headerMessages['download.app'] });
    await expect(link).toHaveAttribute('href', '/download');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: headerMessages['download.app'] })).toBeVisible(),
    );
    await expect(canvas.getByText(headerMessages['download.tv'])).toBeVisible();
    await expect(canvas.getByText(headerMessages['download.phone'])).toBeVisible();
  },
};
