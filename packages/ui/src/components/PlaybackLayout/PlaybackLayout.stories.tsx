import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  linesFixture,
  recommendationsFixture,
  seriesDetailFixture,
  seriesEpisodesFixture,
} from '../../fixtures/playback';
import { createTranslate } from '../../i18n/I18nProvider';
import { detailT } from '../../i18n/detailMessages';
import { danmakuMessages, playerMessages } from '../../storybook/liveCatalogues';
import { PlaybackPlayer, type Viewer } from '../../storybook/playback/PlaybackPlayer';
import type { PlayerState } from '../Player/types';
import { VideoRow } from '../VideoRow/VideoRow';
import { PlaybackHeading, PlaybackLayout } from './PlaybackLayout';
import { PlaybackEpisodes, PlaybackLines } from './PlaybackLists';

const t = createTranslate();
const ID = seriesDetailFixture.id;
const episodeHref = (ep: number) => `/vod/play-official/${ID}/${ep}`;
const [official, bluray] = [linesFixture[0]!, linesFixture[1]!];

interface PlaybackStoryProps {
  viewer: Viewer;
  state: PlayerState;
  line: string;
  danmaku: boolean;
  phone: boolean;
  currentEp: number;
  onChooseLine: (key: string) => void;
  onJoinVip: () => void;
}

/** The play page for one viewer, in one player state, as the site composes it. */
function PlaybackStory(props: PlaybackStoryProps) {
  const detail = seriesDetailFixture;
  return (
    <PlaybackLayout
      player={
        <PlaybackPlayer
          {...props}
          withBar
          episodeHref={episodeHref}
          onLineChange={props.onChooseLine}
        />
      }
      side={
        <>
          <PlaybackHeading
            title={detail.name}
            href={`/vod/detail/${ID}`}
            facts={[String(detail.time), ...(detail.genres ?? [])].join(' · ')}
            remarks={detail.countStr ? [detail.countStr] : []}
          />
          <PlaybackLines
            lines={linesFixture}
            current={props.line}
            isVip={props.viewer === 'vip'}
            onChoose={props.onChooseLine}
          />
          <PlaybackEpisodes
            episodes={seriesEpisodesFixture}
            currentEp={props.currentEp}
            episodeHref={episodeHref}
          />
        </>
      }
      below={<VideoRow title={detailT('detail.recommendations')} videos={recommendationsFixture} />}
    />
  );
}

/**
 * `/vod/play-official/{id}/{ep}`: the layout the site's play pages use, with the player, the
 * heading, 线路 and 选集 beside it, and the recommendations under both.
 */
const meta = {
  title: 'Screens/Player/Playback page',
  component: PlaybackStory,
  parameters: {
    layout: 'fullscreen',
    route: episodeHref(12),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    viewer: 'member',
    state: 'playing',
    line: official.key,
    danmaku: false,
    phone: false,
    currentEp: 12,
    onChooseLine: fn(),
    onJoinVip: fn(),
  },
} satisfies Meta<typeof PlaybackStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineChip = async (canvasElement: HTMLElement, name: string) => {
  const lines = await within(canvasElement).findByRole('region', {
    name: playerMessages['player.line'],
  });
  return within(lines).getByRole('button', { name: new RegExp(`^${name}`) });
};

/** A visitor: the VIP line is badged and locked, and 弹幕 asks them to log in before posting. */
export const SignedOut: Story = {
  args: { viewer: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: seriesDetailFixture.name }),
    ).toHaveAttribute('href', `/vod/detail/${ID}`);
    await expect(await lineChip(canvasElement, bluray.name)).toHaveAttribute('data-locked', 'true');
    await expect(
      await canvas.findByRole('button', { name: danmakuMessages['composer.loginToPost'] }),
    ).toBeVisible();
  },
};

/** A member without VIP: the VIP line still locked; they can post 弹幕. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await lineChip(canvasElement, official.name)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await lineChip(canvasElement, bluray.name)).toHaveAttribute('data-locked', 'true');
    await expect(
      await canvas.findByRole('textbox', { name: danmakuMessages['composer.label'] }),
    ).toBeVisible();
    await userEvent.click(await lineChip(canvasElement, linesFixture[2]!.name));
    await expect(args.onChooseLine).toHaveBeenCalledWith(linesFixture[2]!.key);
  },
};

/** A VIP: the VIP line open to them, on it. */
export const Vip: Story = {
  args: { viewer: 'vip', line: bluray.key },
  play: async ({ canvasElement }) => {
    const chip = await lineChip(canvasElement, bluray.name);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).not.toHaveAttribute('data-locked');
  },
};

/** A member chose the VIP line: the player locks with 开通VIP and another line to choose. */
export const VipLockedLine: Story = {
  args: { line: bluray.key, state: 'vip-locked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(playerMessages['player.vipLineLocked'])).toBeVisible();
    await expect(await lineChip(canvasElement, bluray.name)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(await canvas.findByRole('button', { name: t('vip.join') }));
    await expect(args.onJoinVip).toHaveBeenCalledTimes(1);
  },
};

/** 选集 open inside the player, beside the page's own list; both mark episode 12. */
export const EpisodesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: playerMessages['player.episodes'] });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The player's panel loads when first opened.
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('link', { name: seriesEpisodesFixture[11]!.title })
          .filter((link) => link.getAttribute('aria-current') === 'page'),
      ).toHaveLength(2),
    );
  },
};

/** 弹幕 on: comments cross the picture, the bar's 弹幕 switch is on. */
export const DanmakuOn: Story = {
  args: { danmaku: true },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-danmaku]').length).toBeGreaterThan(1),
      { timeout: 8000 },
    );
    const on = canvasElement.querySelector('button[aria-pressed="true"]');
    await expect(on).not.toBeNull();
  },
};

/** On a phone: the player on top (it stays while the lists scroll), then title, 线路 and 选集. */
export const Phone: Story = {
  args: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByRole('region', { name: playerMessages['player.label'] });
    const lines = await canvas.findByRole('region', { name: playerMessages['player.line'] });
    await expect(player.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      lines.getBoundingClientRect().top,
    );
    await expect(player.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 2);
  },
};

/** On a phone with 弹幕 on; 发弹幕 opens the posting sheet. */
export const PhoneDanmakuOn: Story = {
  args: { phone: true, danmaku: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-danmaku]').length).toBeGreaterThan(1),
      { timeout: 8000 },
    );
  },
};

/** A visitor on a phone, the VIP line chosen: the lock in the narrow player. */
export const PhoneVipLockedLine: Story = {
  args: { phone: true, viewer: 'visitor', line: bluray.key, state: 'vip-locked' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(playerMessages['player.vipLineLocked']),
    ).toBeVisible();
  },
};
