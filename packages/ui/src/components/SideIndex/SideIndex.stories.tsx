import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sideIndexEntriesFixture } from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import { SideIndex } from './SideIndex';
import styles from './SideIndex.stories.module.css';

/**
 * The home page's channel shortcuts: a banner 790 px tall, then one section per step, each about one
 * poster row (282 px) — the page the thresholds were made for.
 */
const meta = {
  title: 'Screens/Home/SideIndex',
  component: SideIndex,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={styles.page}>
        <div className={styles.banner} />
        {sideIndexEntriesFixture.map((entry) => (
          <section key={entry.targetId} id={entry.targetId} className={styles.section}>
            {entry.label}
          </section>
        ))}
        <div style={{ height: 900 }} />
        <Story />
      </div>
    ),
  ],
  args: { entries: sideIndexEntriesFixture },
} satisfies Meta<typeof SideIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (index: number) => sideIndexEntriesFixture[index]!.label;

const current = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: messages['sideIndex.label'] }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true')
    .map((button) => button.textContent);

/** At the top: step 0, the first channel marked. */
export const Top: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(current(canvasElement)).toEqual([label(0)]));
  },
};

/** Scrolling past each threshold moves the mark; the entries scroll to their sections. */
export const FollowsScroll: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 1100);
    await waitFor(() => expect(current(canvasElement)).toEqual([label(2)]));
    window.scrollTo(0, 1400);
    await waitFor(() => expect(current(canvasElement)).toEqual([label(3)]));
    window.scrollTo(0, 1920);
    await waitFor(() => expect(current(canvasElement)).toEqual([label(5)]));
    await userEvent.click(within(canvasElement).getByRole('button', { name: label(1) }));
    await waitFor(() =>
      expect(document.getElementById('section-drama')!.getBoundingClientRect().top).toBeLessThan(2),
    );
    window.scrollTo(0, 0);
  },
};

/** A fixed step, as the page may pass it. */
export const Step3: Story = {
  args: { step: 3 },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toEqual([label(3)]);
  },
};

/** Narrower than 1280 px there is no room: hidden. */
export const HiddenOnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { hidden: true })).not.toBeVisible();
  },
};
