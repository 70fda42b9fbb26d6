import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel';

/** A page taller than the window with the sentinel at its end. */
const meta = {
  title: 'Components/InfiniteScrollSentinel',
  component: InfiniteScrollSentinel,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: 'calc(100vh + 400px)' }} />
        <Story />
      </div>
    ),
  ],
  args: { onReach: fn() },
} satisfies Meta<typeof InfiniteScrollSentinel>;

export default meta;
type Story = StoryObj<typeof meta>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Fires once the end is within 200 px of the window, not before. */
export const FiresWithin200px: Story = {
  play: async ({ args }) => {
    window.scrollTo(0, 0);
    await settle();
    await expect(args.onReach).not.toHaveBeenCalled();
    // The end is 400 px below the window: 190 px of scroll leaves 210 px, still out of reach.
    window.scrollTo(0, 190);
    await settle();
    await expect(args.onReach).not.toHaveBeenCalled();
    window.scrollTo(0, 210);
    await waitFor(() => expect(args.onReach).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
  },
};

/** Disabled (a page loading, or no more pages): never fires. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args }) => {
    window.scrollTo(0, 400);
    await settle();
    await expect(args.onReach).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  },
};
