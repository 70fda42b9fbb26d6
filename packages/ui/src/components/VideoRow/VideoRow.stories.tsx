import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dramasFixture, moviesFixture, sectionsFixture } from '../../fixtures/catalogue';
import { createTranslate } from '../../i18n/I18nProvider';
import { VideoRow } from './VideoRow';
import { VideoRowSkeleton } from './VideoRowSkeleton';

const t = createTranslate();
const title = sectionsFixture[0]!.name;

const meta = {
  title: 'Screens/Home/VideoRow',
  component: VideoRow,
  parameters: { layout: 'fullscreen' },
  args: { title, videos: moviesFixture, moreHref: '/movie', eagerCount: 6 },
} satisfies Meta<typeof VideoRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve films, more than fit: the row scrolls sideways with the arrow buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('row.moreLabel', { title }) })).toHaveAttribute(
      'href',
      '/movie',
    );
    const list = canvas.getByRole('list');
    const prev = canvas.getByRole('button', { name: t('row.scrollPrev', { title }) });
    const next = canvas.getByRole('button', { name: t('row.scrollNext', { title }) });
    await expect(prev).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(prev).toBeEnabled());
  },
};

/** No 更多 link when the caller gives no destination. */
export const WithoutMoreLink: Story = {
  args: { title: sectionsFixture[1]!.name, videos: dramasFixture, moreHref: undefined },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).queryByRole('link', {
      name: t('row.moreLabel', { title: sectionsFixture[1]!.name }),
    });
    await expect(more).not.toBeInTheDocument();
  },
};

/** Fewer titles than columns: nothing to scroll, both arrows disabled. */
export const FewItems: Story = {
  args: { videos: moviesFixture.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('row.scrollNext', { title }) })).toBeDisabled(),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The placeholder while the page loads. */
export const Skeleton: Story = {
  render: () => <VideoRowSkeleton />,
};
