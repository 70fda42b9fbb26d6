import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerLinksFixture } from '../../fixtures/browse';
import styles from '../HoverCard/HoverCard.stories.module.css';
import { CommunityQrCard } from './CommunityQrCard';
import { headerMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Header/CommunityQrCard',
  component: CommunityQrCard,
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
  ],
  args: { url: headerLinksFixture.communityUrl },
} satisfies Meta<typeof CommunityQrCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the group's QR code, drawn from the url. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: headerMessages['community.qrLabel'] });
    await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
    await expect(qr).toHaveAttribute('data-value', args.url);
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    await expect(canvas.getByText(headerMessages['community.scanHint'])).toBeVisible();
  },
};

/** The link opens the group in a new tab; keyboard focus opens the card and only then draws the QR. */
export const OpensOnFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: headerMessages['common.communityGroup'] });
    await expect(link).toHaveAttribute('href', args.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const region = canvas.getByRole('region', { name: headerMessages['common.communityGroup'] });
    await waitFor(() => expect(region).toBeVisible());
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: headerMessages['community.qrLabel'] }),
      ).toHaveAttribute('data-ready', 'true'),
    );
  },
};
