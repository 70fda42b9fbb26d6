import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  documentaryFixture,
  longTitleVideoFixture,
  moviesFixture,
  noScoreVideoFixture,
  realFieldsVideoFixture,
  videoFixture,
} from '../../fixtures/catalogue';
import { messages } from '../../storybook/liveCatalogues';
import { VideoCard } from './VideoCard';
import { VideoCardSkeleton } from './VideoCardSkeleton';
import styles from './VideoCard.stories.module.css';

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  args: { video: videoFixture, href: `/vod/detail/${videoFixture.id}` },
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A series mid-run: countStr badge, score, year·region·genre. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', args.href);
    const poster = canvas.getByRole('img', { name: args.video.name });
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute('decoding', 'async');
    await expect(canvas.getByText(args.video.countStr)).toBeVisible();
    await expect(canvas.getByText(messages['video.score'])).toBeInTheDocument();
    const { time, genres } = args.video;
    await expect(canvas.getByText(`${time}·${messages['region.cn']}·${genres![0]}`)).toBeVisible();
  },
};

/**
 * A card as a server answering only the real fields sends it ({ id, name, img, countStr, time }):
 * poster, name, badge and year; no score badge and no region or genre.
 */
export const RealFieldsOnly: Story = {
  args: { video: realFieldsVideoFixture, href: `/vod/detail/${realFieldsVideoFixture.id}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', args.href);
    await expect(canvas.getByRole('img', { name: args.video.name })).toBeVisible();
    await expect(canvas.getByText(args.video.name)).toBeVisible();
    await expect(canvas.getByText(args.video.countStr)).toBeVisible();
    await expect(canvas.getByText(String(args.video.time))).toBeVisible();
    await expect(canvas.queryByText(messages['video.score'])).not.toBeInTheDocument();
  },
};

/** Not even a year: the card keeps its height with an empty line under the name. */
export const NameAndBadgeOnly: Story = {
  args: {
    video: { ...realFieldsVideoFixture, time: undefined },
    href: `/vod/detail/${realFieldsVideoFixture.id}`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(args.video.name);
    await expect(name).toBeVisible();
    await expect(canvas.getByText(args.video.countStr)).toBeVisible();
    const line = name.nextElementSibling as HTMLElement;
    await expect(line.textContent).toBe('');
    await expect(line.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** A title far longer than the card: one line, cut with an ellipsis. */
export const LongTitle: Story = {
  args: { video: longTitleVideoFixture, href: `/vod/detail/${longTitleVideoFixture.id}` },
};

/** No rating yet and no badge: neither is drawn. */
export const NoScore: Story = {
  args: { video: noScoreVideoFixture, href: `/vod/detail/${noScoreVideoFixture.id}` },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByText(messages['video.score']),
    ).not.toBeInTheDocument();
  },
};

/** A film from abroad: the region code is shown by its Chinese name. */
export const ForeignFilm: Story = {
  args: { video: moviesFixture[5]!, href: `/vod/detail/${moviesFixture[5]!.id}` },
  play: async ({ canvasElement }) => {
    const meta = within(canvasElement).getByText(new RegExp(messages['region.us']));
    await expect(meta).toBeVisible();
  },
};

/** High score documentary, loaded eagerly as a first-row card would be. */
export const Priority: Story = {
  args: {
    video: documentaryFixture[1]!,
    href: `/vod/detail/${documentaryFixture[1]!.id}`,
    priority: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('loading', 'eager');
  },
};

/** The placeholder while a list loads. */
export const Skeleton: Story = {
  render: () => <VideoCardSkeleton />,
};
