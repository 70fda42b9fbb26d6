import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bannersFixture } from '../../fixtures/catalogue';
import { createTranslate } from '../../i18n/I18nProvider';
import { BannerCarousel } from './BannerCarousel';
import { BannerCarouselSkeleton } from './BannerCarouselSkeleton';

const t = createTranslate();
const total = bannersFixture.length;
// Slides other than the current one are hidden from the accessibility tree, so find them by label.
function slide(canvasElement: HTMLElement, index: number): HTMLElement {
  const label = t('carousel.slideLabel', { index, total });
  const element = canvasElement.querySelector<HTMLElement>(
    `[aria-roledescription="slide"][aria-label="${label}"]`,
  );
  if (!element) throw new Error(`No slide labelled ${label}`);
  return element;
}

const meta = {
  title: 'Screens/Home/BannerCarousel',
  component: BannerCarousel,
  parameters: { layout: 'fullscreen' },
  args: { banners: bannersFixture },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five banners, advancing every 5 s unless hovered, focused or reduced motion is asked for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = bannersFixture;
    await expect(slide(canvasElement, 1)).toHaveAttribute('data-current', 'true');
    await expect(canvas.getByRole('link', { name: new RegExp(first!.name) })).toBeVisible();
    // The first picture is the page's largest paint: fetched at once, ahead of the rest.
    const firstImage = slide(canvasElement, 1).querySelector('img');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(slide(canvasElement, 2).querySelector('img')).toHaveAttribute('loading', 'lazy');

    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(slide(canvasElement, 2)).toHaveAttribute('data-current', 'true');
    await expect(slide(canvasElement, 1)).toHaveAttribute('data-current', 'false');
    // It fades in.
    const secondLink = canvas.getByRole('link', { name: new RegExp(second!.name) });
    await waitFor(() => expect(secondLink).toBeVisible());
    const secondDot = canvas.getByRole('button', {
      name: t('carousel.goTo', { index: 2, title: second!.name }),
    });
    await expect(secondDot).toHaveAttribute('aria-current', 'true');
  },
};

/** Prev from the first banner wraps to the last; a dot jumps straight to its banner. */
export const WrapAndDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.prev') }));
    await expect(slide(canvasElement, total)).toHaveAttribute('data-current', 'true');
    const third = bannersFixture[2]!;
    await userEvent.click(
      canvas.getByRole('button', { name: t('carousel.goTo', { index: 3, title: third.name }) }),
    );
    await expect(slide(canvasElement, 3)).toHaveAttribute('data-current', 'true');
  },
};

/** One banner: no arrows, no dots, nothing moves. */
export const SingleBanner: Story = {
  args: { banners: bannersFixture.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Skeleton: Story = {
  render: () => <BannerCarouselSkeleton />,
};
