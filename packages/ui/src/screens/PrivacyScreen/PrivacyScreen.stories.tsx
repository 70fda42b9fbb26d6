import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyT } from '../../i18n/privacyMessages';
import { PrivacyScreen } from './PrivacyScreen';

const meta = {
  title: 'Screens/PrivacyScreen',
  component: PrivacyScreen,
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy with its seven sections and a way home (the page has no header). */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: privacyT('privacy.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: privacyT('privacy.home') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Desktop.play,
};
