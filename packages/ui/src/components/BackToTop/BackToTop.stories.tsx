import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../storybook/liveCatalogues';
import { BackToTop } from './BackToTop';
import styles from './BackToTop.stories.module.css';

const meta = {
  title: 'Components/BackToTop',
  component: BackToTop,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className={styles.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[data-visible]')!;

/** Hidden at the top; after 100 px of scroll 返回顶部 appears and takes the page back up. */
export const AppearsAfterScroll: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-visible', 'false'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    window.scrollTo(0, 100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Exactly 100 px is not "after" 100 px.
    await expect(button(canvasElement)).toHaveAttribute('data-visible', 'false');
    window.scrollTo(0, 101);
    const shown = await within(canvasElement).findByRole('button', {
      name: messages['common.backToTop'],
    });
    await waitFor(() => expect(shown).toBeVisible());
    await userEvent.click(shown);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-visible', 'false'));
  },
};

/** Scrolled: the button, for the eye. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 600);
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-visible', 'true'));
  },
};
