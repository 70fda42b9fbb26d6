import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  DownloadIcon,
  EpisodesIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  KeyboardIcon,
  MutedIcon,
  NextIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  VolumeIcon,
} from '../../icons/playbackIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatPlaybackTime } from './formatTime';
import { PlayerMenuButton } from './PlayerMenuButton';
import { SeekBar } from './SeekBar';
import { ShortcutHints } from './ShortcutHints';
import { PLAYBACK_RATES, type PlayerControlsProps, type PlayerMenu } from './types';
import styles from './PlayerControls.module.css';
import { playerT } from '../../i18n/playerMessages';

export const DEFAULT_SEEK_STEP = 5;

/** `1.25x`; 1x reads as the menu's name (倍速), as on most players. */
export const formatRate = (rate: number) => `${rate}x`;

/**
 * The control bar of the player: seek bar, play/pause, next episode, volume, time, then 选集,
 * 倍速, 清晰度, 线路, download, picture-in-picture, shortcut hints and fullscreen. Everything is a
 * callback; the site owns the media element and decides what each press does.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const {
    state,
    currentTime,
    duration,
    bufferedEnd,
    volume,
    muted,
    rate,
    rates = PLAYBACK_RATES,
    allowedRates,
    qualities,
    quality,
    lines,
    line,
    isVip,
    hasNext,
    fullscreen,
    pip,
    pipSupported = true,
    seekStep = DEFAULT_SEEK_STEP,
    skipMarks,
    live = false,
    episodesOpen = false,
    onToggleEpisodes,
    onTogglePlay,
    onSeek,
    onVolumeChange,
    onToggleMute,
    onRateChange,
    onLockedRate,
    onQualityChange,
    onLineChange,
    onLocked,
    onNext,
    onToggleFullscreen,
    onTogglePip,
    onDownload,
    extraMenu,
  } = props;
  const [ownMenu, setOwnMenu] = useState<PlayerMenu | null>(null);
  const openMenu = props.openMenu !== undefined ? props.openMenu : ownMenu;
  const setMenu = (menu: PlayerMenu | null) => {
    setOwnMenu(menu);
    props.onOpenMenuChange?.(menu);
  };
  const menuProps = (menu: PlayerMenu) => ({
    open: openMenu === menu,
    onOpenChange: (open: boolean) => setMenu(open ? menu : openMenu === menu ? null : openMenu),
  });

  const playing = state === 'playing' || state === 'buffering';
  const silent = muted || volume === 0;
  const currentQuality = qualities.find((q) => q.key === quality);
  const currentLine = lines.find((l) => l.key === line);
  const volumeId = useId();

  return (
    <div className={styles.controls}>
      {!live && (
        <SeekBar
          currentTime={currentTime}
          duration={duration}
          bufferedEnd={bufferedEnd}
          step={seekStep}
          onSeek={onSeek}
          marks={skipMarks}
        />
      )}
      <div className={styles.bar}>
        <div className={styles.left}>
          <IconButton
            label={playing ? playerT('player.pause') : playerT('player.play')}
            keyshortcuts="Space"
            onClick={onTogglePlay}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          {hasNext && (
            <IconButton label={playerT('player.nextEpisode')} onClick={onNext}>
              <NextIcon />
            </IconButton>
          )}
          <div className={styles.volume}>
            <IconButton
              label={silent ? playerT('player.unmute') : playerT('player.mute')}
              pressed={silent}
              className={styles.mute}
              onClick={onToggleMute}
            >
              {silent ? <MutedIcon /> : <VolumeIcon />}
            </IconButton>
            <label className={styles.volumeSlider} htmlFor={volumeId}>
              <VisuallyHidden>{playerT('player.volume')}</VisuallyHidden>
              <input
                id={volumeId}
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={silent ? 0 : volume}
                aria-keyshortcuts="ArrowUp ArrowDown"
                aria-valuetext={`${Math.round((silent ? 0 : volume) * 100)}%`}
                style={{ '--volume': `${(silent ? 0 : volume) * 100}%` } as CSSProperties}
                onChange={(event) => onVolumeChange(Number(event.currentTarget.value))}
              />
            </label>
          </div>
          <span className={live ? styles.live : styles.time}>
            {live
              ? playerT('player.live')
              : playerT('player.time', {
                  current: formatPlaybackTime(currentTime),
                  duration: formatPlaybackTime(duration),
                })}
          </span>
        </div>
        <div className={styles.right}>
          {onToggleEpisodes && (
            <button
              type="button"
              className={`${styles.textButton} ${styles.episodesButton}`}
              aria-expanded={episodesOpen}
              onClick={onToggleEpisodes}
            >
              <EpisodesIcon className={styles.textButtonIcon} />
              {playerT('player.episodes')}
            </button>
          )}
          {!live && extraMenu?.(menuProps('extra'))}
          <PlayerMenuButton
            label={playerT('player.speed')}
            value={rate === 1 ? playerT('player.speed') : formatRate(rate)}
            items={rates.map((r) => ({
              key: String(r),
              label: formatRate(r),
              checked: r === rate,
              locked: !allowedRates.includes(r),
            }))}
            onSelect={(key) => {
              const picked = Number(key);
              if (allowedRates.includes(picked)) onRateChange(picked);
              else onLockedRate(picked);
            }}
            {...menuProps('speed')}
          />
          {qualities.length > 0 && (
            <PlayerMenuButton
              label={playerT('player.quality')}
              value={currentQuality?.label ?? playerT('player.quality')}
              items={qualities.map((q) => ({
                key: q.key,
                label: q.label,
                checked: q.key === quality,
                locked: q.vip && !isVip,
              }))}
              onSelect={(key) => {
                const picked = qualities.find((q) => q.key === key);
                if (picked?.vip && !isVip) onLocked('quality');
                else onQualityChange(key);
              }}
              {...menuProps('quality')}
            />
          )}
          {lines.length > 0 && (
            <PlayerMenuButton
              label={playerT('player.line')}
              value={currentLine?.name ?? playerT('player.line')}
              items={lines.map((l) => ({
                key: l.key,
                label: l.name,
                checked: l.key === line,
                locked: l.vip && !isVip,
                tag: l.official ? playerT('player.official') : undefined,
              }))}
              onSelect={(key) => {
                const picked = lines.find((l) => l.key === key);
                if (picked?.vip && !isVip) onLocked('line');
                else onLineChange(key);
              }}
              {...menuProps('line')}
            />
          )}
          {!live && (
            <IconButton
              label={playerT('player.download')}
              note={isVip ? undefined : playerT('player.vipOnly')}
              className={styles.download}
              onClick={() => (isVip ? onDownload() : onLocked('download'))}
            >
              <DownloadIcon />
            </IconButton>
          )}
          {pipSupported && (
            <IconButton
              label={pip ? playerT('player.exitPip') : playerT('player.pip')}
              pressed={pip}
              className={styles.pip}
              onClick={onTogglePip}
            >
              <PipIcon />
            </IconButton>
          )}
          <ShortcutHints
            seekStep={seekStep}
            open={openMenu === 'shortcuts'}
            onOpenChange={(open) => setMenu(open ? 'shortcuts' : null)}
            icon={<KeyboardIcon />}
          />
          <IconButton
            label={fullscreen ? playerT('player.exitFullscreen') : playerT('player.fullscreen')}
            keyshortcuts="F"
            onClick={onToggleFullscreen}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </IconButton>
        </div>
      </div>
    </div>
  );
}

interface IconButtonProps {
  label: string;
  /** Read after the label, e.g. VIP专享. */
  note?: string;
  pressed?: boolean;
  keyshortcuts?: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}

function IconButton({
  label,
  note,
  pressed,
  keyshortcuts,
  className,
  onClick,
  children,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-keyshortcuts={keyshortcuts}
      title={label}
      onClick={onClick}
    >
      {children}
      <VisuallyHidden>{note ? `${label} ${note}` : label}</VisuallyHidden>
      {note && <span className={styles.iconBadge} aria-hidden />}
    </button>
  );
}
