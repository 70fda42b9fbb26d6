import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { animationFixture, dramasFixture } from '../../fixtures/catalogue';
import { messages } from '../../storybook/liveCatalogues';
import { VideoGrid, VideoGridSkeleton } from './VideoGrid';

const meta = {
  title: 'Screens/Browse/VideoGrid',
  component: VideoGrid,
  // The page's label in the active language, read when the story renders: the catalogue arrives in
  // Storybook's loader, after this module.
  render: (args) => <VideoGrid {...args} label={args.label ?? messages['nav.drama']} />,
  args: {
    videos: [...dramasFixture, ...animationFixture],
    eagerCount: 6,
  },
} satisfies Meta<typeof VideoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 titles; columns follow the window width (8 down to 3). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: messages['nav.drama'] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.videos.length);
    const first = canvas.getByRole('link', { name: new RegExp(args.videos[0]!.name) });
    await expect(first).toHaveAttribute('href', `/vod/detail/${args.videos[0]!.id}`);
  },
};

/** A custom link, as a page would pass for another route. */
export const CustomLinks: Story = {
  args: { videos: animationFixture, detailHref: (id) => `/vod/play-official/${id}/1` },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', {
      name: new RegExp(args.videos[0]!.name),
    });
    await expect(link).toHaveAttribute('href', `/vod/play-official/${args.videos[0]!.id}/1`);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Skeleton: Story = {
  render: () => <VideoGridSkeleton />,
};
