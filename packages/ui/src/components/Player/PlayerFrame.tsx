import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { EpisodeItem } from '../EpisodeList/collectionEpisodes';
import { PlayerControls } from './PlayerControls';
import { PlayerStateOverlay } from './PlayerStateOverlay';
import { PlayerNotice, PlayerNoticeSlot } from './PlayerNotices';
import { ResumeToast } from './ResumeToast';
import type { PlayerControlsProps, PlayerMenu } from './types';
import styles from './PlayerFrame.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface PlayerErrorInfo {
  /** The line the site is switching to; shows 线路加载失败，正在切换到{line}. */
  fallbackLine?: string;
  /** Says why instead of 线路加载失败 when no line is being tried (a channel that is off air). */
  message?: string;
}

export interface PlayerFrameProps extends Omit<
  PlayerControlsProps,
  'openMenu' | 'onOpenMenuChange' | 'episodesOpen' | 'onToggleEpisodes'
> {
  /** The site attaches hls.js to this element. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The element the site makes fullscreen (the frame, so the controls stay on screen). */
  containerRef?: RefObject<HTMLElement | null>;
  poster?: string;
  /** Shown on the top bar, e.g. 庆余年 第3集 (a node: a page may mark its language). */
  title?: ReactNode;
  episodes: readonly EpisodeItem[];
  currentEp: number;
  episodeHref: (ep: number) => string;
  /** Read in the `error` state. */
  error?: PlayerErrorInfo;
  onRetry: () => void;
  /** The 开通VIP button of the `vip-locked` state. */
  onJoinVip: () => void;
  /** The `vip-locked` state's text; 蓝光线路为VIP专享 by default (a live channel names itself). */
  vipLockedText?: string;
  /** Seconds left before the next episode starts by itself (the `ended` state); the site runs the clock. */
  nextCountdown?: number;
  onCancelAutoNext?: () => void;
  onReplay: () => void;
  /** Where the viewer stopped last time, seconds; shows the resume toast while set. */
  resumeAt?: number;
  onResume?: () => void;
  onDismissResume?: () => void;
  /** How long the controls stay after the last pointer move or key while playing; 3000 ms by default. */
  autoHideMs?: number;
  /** The site switched by itself from a line that failed to this one: a brief notice says so. */
  lineSwitched?: { from: string; to: string };
  /**
   * Layers the site adds over the picture, under the state overlay and the controls (the 弹幕
   * layer, the skip buttons). They must leave the control bar's band free.
   */
  overlays?: ReactNode;
}

/** 选集 inside the player (with the episode list) loads when first opened: player pages are near their size budget. */
const EpisodePanel = lazy(() =>
  import('./EpisodePanel').then((module) => ({ default: module.EpisodePanel })),
);

export const DEFAULT_AUTO_HIDE_MS = 3000;
/** How long the notice of a line switched by itself stays, once it shows. */
export const LINE_SWITCHED_SECONDS = 4;

/**
 * The player: the site's <video> element, the overlay of the current state, the resume toast, the
 * 选集 panel and the control bar. The controls hide while playing and come back on any pointer move,
 * tap, key or focus inside the frame.
 */
export function PlayerFrame(props: PlayerFrameProps) {
  const {
    videoRef,
    containerRef,
    poster,
    title,
    episodes,
    currentEp,
    episodeHref,
    error,
    onRetry,
    onJoinVip,
    vipLockedText,
    nextCountdown,
    onCancelAutoNext,
    onReplay,
    resumeAt,
    onResume,
    onDismissResume,
    autoHideMs = DEFAULT_AUTO_HIDE_MS,
    overlays,
    lineSwitched,
    ...controls
  } = props;
  // The switch whose notice has had its time (the next switch shows again).
  const [switchSeen, setSwitchSeen] = useState<PlayerFrameProps['lineSwitched']>(undefined);
  const { state, onTogglePlay, onToggleFullscreen } = controls;
  const [menu, setMenu] = useState<PlayerMenu | null>(null);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const [awake, setAwake] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLElement | null>(null);
  // The frame is ours (activity listeners) and the site's (fullscreen): one node, two refs.
  const setFrame = useCallback(
    (node: HTMLElement | null) => {
      frameRef.current = node;
      if (containerRef) containerRef.current = node;
    },
    [containerRef],
  );

  const wake = useCallback(() => {
    setAwake(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setAwake(false), autoHideMs);
  }, [autoHideMs]);

  // Any pointer move, press, key or focus inside the player brings the controls back. Listening on
  // the frame (not as JSX props) keeps the region a plain landmark rather than a pseudo-control.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const events = ['pointermove', 'pointerdown', 'keyup', 'focusin'] as const;
    for (const name of events) frame.addEventListener(name, wake);
    // A button pressed with the pointer does not take the focus, so Space goes on playing and
    // pausing after a click (the site leaves Space to a focused button). Tab still focuses them.
    const keepFocus = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('button')) event.preventDefault();
    };
    frame.addEventListener('mousedown', keepFocus);
    return () => {
      for (const name of events) frame.removeEventListener(name, wake);
      frame.removeEventListener('mousedown', keepFocus);
    };
  }, [wake]);

  // The first countdown starts on mount; every later one starts with activity (wake).
  useEffect(() => {
    hideTimer.current = setTimeout(() => setAwake(false), autoHideMs);
    return () => clearTimeout(hideTimer.current);
  }, [autoHideMs]);

  const idle = state === 'playing' && !awake && menu === null && !episodesOpen;

  // A click on the picture plays or pauses and a double click toggles fullscreen, as on every
  // player. Keyboard users have the same actions on the control bar and the site's shortcuts, so the
  // picture itself is not a focus stop; the listeners are attached here rather than as JSX props.
  const latest = useRef({ onTogglePlay, onToggleFullscreen, idle, wake });
  useEffect(() => {
    latest.current = { onTogglePlay, onToggleFullscreen, idle, wake };
  });
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const onClick = (event: MouseEvent) => {
      const { idle: hidden, wake: show, onTogglePlay: toggle } = latest.current;
      // On touch screens the first tap brings the controls back instead of pausing.
      if ((event as PointerEvent).pointerType === 'touch' && hidden) show();
      else toggle();
    };
    const onDoubleClick = () => latest.current.onToggleFullscreen();
    surface.addEventListener('click', onClick);
    surface.addEventListener('dblclick', onDoubleClick);
    return () => {
      surface.removeEventListener('click', onClick);
      surface.removeEventListener('dblclick', onDoubleClick);
    };
  }, []);

  return (
    <section
      ref={setFrame}
      className={styles.frame}
      aria-label={playerT('player.label')}
      data-state={state}
      data-idle={idle ? 'true' : undefined}
      data-titled={title ? '' : undefined}
    >
      <PlayerNoticeSlot>
        {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- episodes come without caption tracks */}
        <video ref={videoRef} className={styles.video} poster={poster} playsInline preload="auto" />
        <div ref={surfaceRef} className={styles.surface} aria-hidden />
        {overlays}
        {title && (
          <div className={styles.topBar}>
            <p className={styles.title}>{title}</p>
          </div>
        )}
        <PlayerStateOverlay
          state={state}
          error={error}
          hasNext={controls.hasNext}
          nextCountdown={nextCountdown}
          onTogglePlay={onTogglePlay}
          onRetry={onRetry}
          onChooseLine={() => setMenu('line')}
          onJoinVip={onJoinVip}
          vipLockedText={vipLockedText}
          onNext={controls.onNext}
          onCancelAutoNext={onCancelAutoNext}
          onReplay={onReplay}
        />
        {resumeAt !== undefined && (
          <ResumeToast position={resumeAt} onResume={onResume} onDismiss={onDismissResume} />
        )}
        {lineSwitched && lineSwitched !== switchSeen && (
          <PlayerNotice
            name="lineSwitched"
            brief
            seconds={LINE_SWITCHED_SECONDS}
            onDone={() => setSwitchSeen(lineSwitched)}
          >
            <output>{playerT('player.lineSwitched', lineSwitched)}</output>
          </PlayerNotice>
        )}
        {episodesOpen && (
          <Suspense fallback={null}>
            <EpisodePanel
              episodes={episodes}
              currentEp={currentEp}
              episodeHref={episodeHref}
              onClose={() => setEpisodesOpen(false)}
            />
          </Suspense>
        )}
        <div className={styles.chrome}>
          <PlayerControls
            {...controls}
            openMenu={menu}
            onOpenMenuChange={setMenu}
            episodesOpen={episodesOpen}
            onToggleEpisodes={
              episodes.length > 1 ? () => setEpisodesOpen((open) => !open) : undefined
            }
          />
        </div>
      </PlayerNoticeSlot>
    </section>
  );
}
