import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { linesFixture, seriesEpisodesFixture } from '../../fixtures/playback';
import { messages, playerMessages } from '../../storybook/liveCatalogues';
import { PlayerFrameWithVideo, playerFrameStories } from './playerFrameStoryArgs';
import { PLAYBACK_RATES } from './types';
import { playerT } from '../../i18n/playerMessages';

const official = linesFixture[0]!;
/** Matches an accessible name that begins with `text` (a menu button's name is label + value). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/*
 * Every player state with the <video> element the site would feed. Stories give it no source (only a
 * still as poster), so nothing depends on network media; the state comes from the `state` arg.
 */
const meta = {
  title: 'Screens/Player/PlayerFrame',
  ...playerFrameStories,
} satisfies Meta<typeof PlayerFrameWithVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', { name });

/** Before the first frame: the still, a spinner and 正在加载…. */
export const Loading: Story = {
  args: { state: 'loading', currentTime: 0, duration: 0, bufferedEnd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(playerMessages['player.loading']);
    // Nothing to seek in yet.
    await expect(
      canvas.getByRole('slider', { name: playerMessages['player.seek'] }),
    ).toBeDisabled();
  },
};

/** Playing: pause button, played and buffered parts of the seek bar, mm:ss / mm:ss. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('22:05 / 45:12')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: playerMessages['player.seek'] });
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      playerT('player.seekValue', { current: '22:05', duration: '45:12' }),
    );
    await expect(slider).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight');
    const pause = button(canvasElement, playerMessages['player.pause']);
    await expect(pause).toHaveAttribute('aria-keyshortcuts', 'Space');
    await userEvent.click(pause);
    await expect(args.onTogglePlay).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.nextEpisode']));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.fullscreen']));
    await expect(args.onToggleFullscreen).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.pip']));
    await expect(args.onTogglePip).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.mute']));
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
  },
};

/** The controls fade while playing and come back on a pointer move. */
export const ControlsAutoHide: Story = {
  args: { autoHideMs: 300 },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', {
      name: playerMessages['player.label'],
    });
    await waitFor(() => expect(frame).toHaveAttribute('data-idle', 'true'), { timeout: 2000 });
    fireEvent.pointerMove(frame);
    // A pointer move is not a discrete event: React shows the controls on its next render.
    await waitFor(() => expect(frame).not.toHaveAttribute('data-idle'));
  },
};

/** Paused: a big play button over the picture. */
export const Paused: Story = {
  args: { state: 'paused' },
  play: async ({ canvasElement, args }) => {
    const plays = within(canvasElement).getAllByRole('button', {
      name: playerMessages['player.play'],
    });
    await expect(plays).toHaveLength(2);
    await userEvent.click(plays[0]!);
    await expect(args.onTogglePlay).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for data mid-play: a spinner, announced as 缓冲中…. */
export const Buffering: Story = {
  args: { state: 'buffering', bufferedEnd: 1325 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      playerMessages['player.buffering'],
    );
  },
};

/** The line failed; the site is moving to the next one. Retry and 切换线路 are offered too. */
export const ErrorWithLineFallback: Story = {
  args: { state: 'error', error: { fallbackLine: linesFixture[2]!.name } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      playerT('player.lineFailedSwitching', { line: linesFixture[2]!.name }),
    );
    await userEvent.click(button(canvasElement, playerMessages['player.retry']));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // 切换线路 opens the line menu of the control bar, focused on the current line.
    await userEvent.click(button(canvasElement, playerMessages['player.chooseLine']));
    const menu = canvas.getByRole('menu', { name: playerMessages['player.line'] });
    await expect(
      within(menu).getByRole('menuitemradio', { name: startingWith(official.name) }),
    ).toHaveFocus();
  },
};

/** Every line failed: no fallback left, only retry and the line menu. */
export const ErrorNoFallback: Story = {
  args: { state: 'error', error: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      playerMessages['player.lineFailed'],
    );
  },
};

/** A non-VIP on the VIP best line: 蓝光线路为VIP专享 and 开通VIP. */
export const VipLockedLine: Story = {
  args: { state: 'vip-locked', line: linesFixture[1]!.key, currentTime: 0, bufferedEnd: 0 },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByText(playerMessages['player.vipLineLocked']),
    ).toBeVisible();
    await userEvent.click(button(canvasElement, messages['vip.join']));
    await expect(args.onJoinVip).toHaveBeenCalledTimes(1);
  },
};

/** End of an episode: the next starts in 5 seconds unless cancelled; replay is offered. */
export const EndOfEpisode: Story = {
  args: { state: 'ended', currentTime: 2712, bufferedEnd: 2712, nextCountdown: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(playerT('player.nextIn', { n: 5 }))).toBeVisible();
    await userEvent.click(button(canvasElement, playerMessages['player.playNextNow']));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.cancelAutoNext']));
    await expect(args.onCancelAutoNext).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.replay']));
    await expect(args.onReplay).toHaveBeenCalledTimes(1);
  },
};

/** The last episode ended: replay only, no next-episode button anywhere. */
export const EndOfSeries: Story = {
  args: {
    state: 'ended',
    hasNext: false,
    currentEp: 40,
    currentTime: 2712,
    bufferedEnd: 2712,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(playerMessages['player.seriesEnded'])).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: playerMessages['player.nextEpisode'] }),
    ).not.toBeInTheDocument();
  },
};

/** A non-VIP opens 倍速: 0.75x-1.25x are free, the rest carry a VIP badge and ask for VIP. */
export const SpeedMenuNonVip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement, playerMessages['player.speed']));
    const menu = canvas.getByRole('menu', { name: playerMessages['player.speed'] });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(PLAYBACK_RATES.length);
    await expect(within(menu).getByRole('menuitemradio', { name: '1x' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const double = within(menu).getByRole('menuitemradio', {
      name: `2x ${playerMessages['player.vipOnly']}`,
    });
    await userEvent.click(double);
    await expect(args.onLockedRate).toHaveBeenCalledWith(2);
    await expect(args.onRateChange).not.toHaveBeenCalled();

    await userEvent.click(button(canvasElement, playerMessages['player.speed']));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '1.25x' }));
    await expect(args.onRateChange).toHaveBeenCalledWith(1.25);
  },
};

/** A VIP has every speed; the button shows the current one. */
export const SpeedMenuVip: Story = {
  args: { isVip: true, allowedRates: PLAYBACK_RATES, rate: 1.5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const speed = button(canvasElement, `${playerMessages['player.speed']} 1.5x`);
    await userEvent.click(speed);
    await expect(canvas.queryByText(playerMessages['player.vipOnly'])).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '2x' }));
    await expect(args.onRateChange).toHaveBeenCalledWith(2);
    // Picked with the pointer: nothing keeps the focus, so Space goes back to playing and pausing.
    await expect(speed).not.toHaveFocus();
  },
};

/** The menus by keyboard: arrows move, Escape closes and gives focus back. */
export const SpeedMenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const speed = button(canvasElement, playerMessages['player.speed']);
    speed.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitemradio', { name: '1x' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: '1.25x' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(speed).toHaveFocus();
  },
};

/** 清晰度: the VIP best quality is locked for a non-VIP. */
export const QualityMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement, startingWith(playerMessages['player.quality'])));
    const menu = canvas.getByRole('menu', { name: playerMessages['player.quality'] });
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: startingWith(official.qualities[0]!.label) }),
    );
    await expect(args.onLocked).toHaveBeenCalledWith('quality');
    await expect(args.onQualityChange).not.toHaveBeenCalled();
    await userEvent.click(button(canvasElement, startingWith(playerMessages['player.quality'])));
    await userEvent.click(
      canvas.getByRole('menuitemradio', { name: startingWith(official.qualities[2]!.label) }),
    );
    await expect(args.onQualityChange).toHaveBeenCalledWith('360p');
  },
};

/** 线路: the current line is checked, official lines tagged, the VIP line locked for a non-VIP. */
export const LineMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement, startingWith(playerMessages['player.line'])));
    const menu = canvas.getByRole('menu', { name: playerMessages['player.line'] });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    await userEvent.click(items[1]!);
    await expect(args.onLocked).toHaveBeenCalledWith('line');
    await userEvent.click(button(canvasElement, startingWith(playerMessages['player.line'])));
    await userEvent.click(canvas.getAllByRole('menuitemradio')[3]!);
    await expect(args.onLineChange).toHaveBeenCalledWith(linesFixture[3]!.key);
  },
};

/** Download is a VIP perk: a non-VIP's press asks for VIP, a VIP's downloads. */
export const DownloadLocked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      button(
        canvasElement,
        `${playerMessages['player.download']} ${playerMessages['player.vipOnly']}`,
      ),
    );
    await expect(args.onLocked).toHaveBeenCalledWith('download');
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const VipDownload: Story = {
  args: { isVip: true, allowedRates: PLAYBACK_RATES, line: linesFixture[1]!.key },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, playerMessages['player.download']));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onLocked).not.toHaveBeenCalled();
  },
};

/** The seek bar by keyboard: arrows seek 5 seconds at once. */
export const KeyboardSeek: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', {
      name: playerMessages['player.seek'],
    });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(1330);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(1320);
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
  },
};

/** 快捷键 lists the keys the site handles. */
export const ShortcutHints: Story = {
  args: { state: 'paused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hints = button(canvasElement, playerMessages['player.shortcuts']);
    await userEvent.click(hints);
    await expect(hints).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(playerMessages['player.shortcutPlayPause'])).toBeVisible();
    await expect(canvas.getByText(playerT('player.shortcutSeek', { n: 5 }))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(hints).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Back on a title: 上次观看到22:05，继续播放. */
export const ResumeToast: Story = {
  args: { state: 'paused', currentTime: 0, bufferedEnd: 30, resumeAt: 1325 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, playerT('player.resumeFrom', { time: '22:05' })));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.click(button(canvasElement, playerMessages['player.close']));
    await expect(args.onDismissResume).toHaveBeenCalledTimes(1);
  },
};

/** 选集 inside the player: the current episode marked, links to the others. */
export const EpisodePanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = button(canvasElement, playerMessages['player.episodes']);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel loads when first opened.
    const panel = await canvas.findByRole('region', {
      name: startingWith(playerMessages['player.episodes']),
    });
    const current = within(panel).getByRole('link', {
      // Named by its own title (第12集): content, in no interface language.
      name: seriesEpisodesFixture[11]!.title,
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveFocus();
    await userEvent.click(
      within(panel).getByRole('button', { name: playerMessages['player.closeEpisodes'] }),
    );
    await expect(
      canvas.queryByRole('region', { name: startingWith(playerMessages['player.episodes']) }),
    ).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneEnded: Story = {
  args: { state: 'ended', nextCountdown: 3, currentTime: 2712, bufferedEnd: 2712 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneError: Story = {
  args: { state: 'error', error: { fallbackLine: linesFixture[2]!.name } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneVipLocked: Story = {
  args: { state: 'vip-locked', line: linesFixture[1]!.key, currentTime: 0, bufferedEnd: 0 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
