import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyHomeDataFixture, homeDataFixture } from '../../fixtures/catalogue';
import { messages } from '../../storybook/liveCatalogues';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { status: 'loaded', data: homeDataFixture, onRetry: fn() },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner and row placeholders in the shape of the page to come. */
export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
  },
};

/** The reply came back with no banners and no sections. */
export const Empty: Story = {
  args: { data: emptyHomeDataFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages['status.empty'])).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: messages['status.error'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Five banners and six sections of twelve titles. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      messages['home.heading'],
    );
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(
      homeDataFixture.sections.map((section) => section.title),
    );
    // First-row posters are on screen at first paint and must not wait for lazy loading.
    const firstRow = canvas.getByRole('region', { name: homeDataFixture.sections[0]!.title });
    const posters = within(firstRow).getAllByRole('img');
    await expect(posters.slice(0, 6).every((img) => img.getAttribute('loading') === 'eager')).toBe(
      true,
    );
    await expect(posters[6]).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
