import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  castFixture,
  filmDetailFixture,
  linesFixture,
  longSeriesDetailFixture,
  recommendationsFixture,
  realFieldsDetailFixture,
  seriesDetailFixture,
  seriesEpisodesFixture,
} from '../../fixtures/playback';
import { realFieldsOnly } from '../../fixtures/catalogue';
import { messages } from '../../storybook/liveCatalogues';
import { episodeName } from '../../components/EpisodeList/EpisodeList';
import { DetailScreen, type DetailData } from './DetailScreen';
import { playerT } from '../../i18n/playerMessages';
import { playerMessages } from '../../storybook/liveCatalogues';
import { detailT } from '../../i18n/detailMessages';
import { detailMessages } from '../../storybook/liveCatalogues';

/** A title loaded with the cast and recommendations of the fixtures, unless given. */
const loaded = (data: Partial<DetailData> & Pick<DetailData, 'detail'>) =>
  ({
    status: 'loaded',
    data: { cast: castFixture, recommendations: recommendationsFixture, ...data },
  }) as const;

const meta = {
  title: 'Screens/Detail/DetailScreen',
  component: DetailScreen,
  parameters: { layout: 'fullscreen', route: `/vod/detail/${seriesDetailFixture.id}` },
  args: {
    load: loaded({ detail: seriesDetailFixture }),
    lines: linesFixture,
    collected: false,
    shareState: 'idle',
    episodeOrder: 'asc',
    playHref: (ep: number) => `/vod/play-official/${seriesDetailFixture.id}/${ep}`,
    personHref: (id: number) => `/person/${id}`,
    onToggleCollect: fn(),
    onShare: fn(),
    onToggleOrder: fn(),
    onSelectLine: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A range tab's text: 1-50 in zh-CN, 1–50 in English. */
const range = (from: number, to: number) => playerT('episodes.range', { from, to });

/** The page's shape while the detail is on its way. */
export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
  },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: messages['status.error'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A series: facts, 选集 with order switch, lines, cast linking to /person/{id}, recommendations. */
export const Series: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      seriesDetailFixture.name,
    );
    await expect(canvas.getByText(messages['region.cn'])).toBeVisible();
    await expect(canvas.getByText(detailT('video.scoreValue', { score: '8.3' }))).toBeVisible();
    await expect(canvasElement.querySelector('img[aria-hidden="true"]')).toHaveAttribute(
      'src',
      seriesDetailFixture.banner,
    );
    await expect(canvas.getByRole('link', { name: playerMessages['player.play'] })).toHaveAttribute(
      'href',
      `/vod/play-official/${seriesDetailFixture.id}/1`,
    );
    const episodes = canvas.getByRole('list', { name: playerMessages['player.episodes'] });
    await expect(within(episodes).getAllByRole('link')).toHaveLength(40);
    const director = castFixture[0]!;
    await expect(canvas.getByRole('link', { name: new RegExp(director.name) })).toHaveAttribute(
      'href',
      `/person/${director.id}`,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: playerMessages['episodes.orderDesc'] }),
    );
    await expect(args.onToggleOrder).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: linesFixture[2]!.name }));
    await expect(args.onSelectLine).toHaveBeenCalledWith(linesFixture[2]!.key);
  },
};

/**
 * A detail as a server answering only the real fields sends it: the facts it has (year, country,
 * badge), 选集 from the first line's videos (第N集, no names sent), the line by its name, the cast
 * from actor and director without avatars; no score, no type tag, no banner, no tagline.
 */
export const RealFieldsOnly: Story = {
  args: {
    load: loaded({
      detail: realFieldsDetailFixture,
      cast: undefined,
      recommendations: recommendationsFixture.map(realFieldsOnly),
    }),
    lines: undefined,
    playHref: (ep: number) => `/vod/play-official/${realFieldsDetailFixture.id}/${ep}`,
  },
  parameters: { route: `/vod/detail/${realFieldsDetailFixture.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = realFieldsDetailFixture;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(detail.name);
    const facts = canvas.getByRole('heading', { level: 1 }).nextElementSibling!;
    await expect([...facts.children].map((fact) => fact.textContent)).toEqual([
      String(detail.time),
      detail.country,
      detail.countStr,
    ]);
    // No banner behind the hero.
    await expect(canvasElement.querySelector('img[aria-hidden="true"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: playerMessages['player.play'] })).toHaveAttribute(
      'href',
      `/vod/play-official/${detail.id}/1`,
    );
    const episodes = canvas.getByRole('list', { name: playerMessages['player.episodes'] });
    const links = within(episodes).getAllByRole('link');
    await expect(links).toHaveLength(detail.videosGroup[0]!.videos.length);
    await expect(links[0]).toHaveAccessibleName(playerT('episodes.episode', { n: 1 }));
    await expect(canvas.getByRole('button', { name: detail.videosGroup[0]!.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const director = detail.director[0]!;
    const credit = canvas.getByRole('link', { name: new RegExp(director.name) });
    await expect(credit).toHaveAttribute('href', `/person/${director.id}`);
    await expect(credit).toHaveTextContent(detailMessages['detail.director']);
    await expect(credit.querySelector('img')).toBeNull();
    await expect(canvas.queryAllByText(messages['video.score'])).toHaveLength(0);
  },
};

/** The synopsis is clamped to three lines; 展开 shows all of it. */
export const ExpandDescription: Story = {
  play: async ({ canvasElement }) => {
    const expand = within(canvasElement).getByRole('button', {
      name: detailMessages['detail.expand'],
    });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(expand).toHaveTextContent(detailMessages['detail.collapse']);
  },
};

/** Back on a title watched before: 上次观看到第12集 22:05，继续播放. */
export const Resume: Story = {
  args: { resume: { ep: 12, position: 1325 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = detailT('detail.resumeEpisode', { ep: 12, time: '22:05' });
    await expect(
      canvas.getByRole('link', { name: playerT('player.resumeFrom', { time }) }),
    ).toHaveAttribute('href', `/vod/play-official/${seriesDetailFixture.id}/12`);
    await expect(
      canvas.getByRole('link', { name: episodeName(seriesEpisodesFixture[11]!) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A film: one episode, so no 选集; the play button leads to episode 1. */
export const Film: Story = {
  args: {
    load: loaded({ detail: filmDetailFixture }),
    playHref: (ep: number) => `/vod/play-official/${filmDetailFixture.id}/${ep}`,
  },
  parameters: { route: `/vod/detail/${filmDetailFixture.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('list', { name: playerMessages['player.episodes'] }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: playerMessages['player.play'] })).toHaveAttribute(
      'href',
      `/vod/play-official/${filmDetailFixture.id}/1`,
    );
  },
};

/** 300 episodes in ranges of 50; a range tab shows its episodes. */
export const LongSeries: Story = {
  args: {
    load: loaded({ detail: longSeriesDetailFixture }),
    playHref: (ep: number) => `/vod/play-official/${longSeriesDetailFixture.id}/${ep}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ranges = canvas.getByRole('group', { name: playerMessages['episodes.ranges'] });
    const tabs = within(ranges).getAllByRole('button');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      [1, 51, 101, 151, 201, 251].map((from) => range(from, from + 49)),
    );
    await expect(tabs[0]).toHaveAttribute('aria-pressed', 'true');
    const list = canvas.getByRole('list', { name: playerMessages['player.episodes'] });
    await expect(within(list).getAllByRole('link')).toHaveLength(50);
    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-pressed', 'true');
    const links = within(list).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('51');
    await expect(links[49]).toHaveTextContent('100');
  },
};

/** The same series in 倒序: the newest range first, newest episode first. */
export const LongSeriesDescending: Story = {
  args: { ...LongSeries.args, episodeOrder: 'desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(
      canvas.getByRole('group', { name: playerMessages['episodes.ranges'] }),
    ).getAllByRole('button');
    await expect(tabs[0]).toHaveTextContent(range(300, 251));
    const links = within(
      canvas.getByRole('list', { name: playerMessages['player.episodes'] }),
    ).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('300');
    await expect(
      canvas.getByRole('button', { name: playerMessages['episodes.orderDesc'] }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** In the favourites: the toggle is pressed; pressing it again removes it. */
export const Collected: Story = {
  args: { collected: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: detailMessages['video.favourited'],
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('title', messages['video.unfavourite']);
    await userEvent.click(toggle);
    await expect(args.onToggleCollect).toHaveBeenCalledTimes(1);
  },
};

/** Share copies the canonical link; the page then says 链接已复制. */
export const ShareCopied: Story = {
  args: { shareState: 'copied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: detailMessages['share.share'] }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(detailMessages['share.linkCopied'])).toBeVisible();
  },
};

export const Phone: Story = {
  args: { resume: { ep: 12, position: 1325 } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneLoading: Story = {
  args: { load: { status: 'loading' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
