import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderScreen } from './PlaceholderScreen';
import { browseMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Screens/Browse/PlaceholderScreen',
  component: PlaceholderScreen,
  parameters: { layout: 'fullscreen', route: '/live' },
  args: { kind: 'coming-soon' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route whose page is not built yet. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: browseMessages['page.comingSoon'] }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: browseMessages['page.backHome'] }),
    ).toHaveAttribute('href', '/');
  },
};

/** A path that is no page at all (the host answers 404). */
export const NotFound: Story = {
  args: { kind: 'not-found' },
  parameters: { route: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: browseMessages['page.notFound'] }),
    ).toBeVisible();
  },
};
