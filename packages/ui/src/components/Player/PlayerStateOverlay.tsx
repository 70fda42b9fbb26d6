import { useT } from '../../i18n/I18nProvider';
import { PlayIcon } from '../../icons/playbackIcons';
import { RetryIcon } from '../../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { PlayerErrorInfo } from './PlayerFrame';
import type { PlayerState } from './types';
import styles from './PlayerStateOverlay.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface PlayerStateOverlayProps {
  state: PlayerState;
  error?: PlayerErrorInfo;
  hasNext: boolean;
  nextCountdown?: number;
  onTogglePlay: () => void;
  onRetry: () => void;
  onChooseLine: () => void;
  onJoinVip: () => void;
  /** The `vip-locked` text; 蓝光线路为VIP专享 by default. */
  vipLockedText?: string;
  onNext: () => void;
  onCancelAutoNext?: () => void;
  onReplay: () => void;
}

/** What covers the video in each state: a spinner, a big play button, or a message with actions. */
export function PlayerStateOverlay({
  state,
  error,
  hasNext,
  nextCountdown,
  onTogglePlay,
  onRetry,
  onChooseLine,
  onJoinVip,
  vipLockedText,
  onNext,
  onCancelAutoNext,
  onReplay,
}: PlayerStateOverlayProps) {
  const t = useT();

  switch (state) {
    case 'loading':
    case 'buffering':
      return (
        <div className={styles.center} data-overlay={state}>
          <span className={styles.spinner} aria-hidden />
          <output className={state === 'loading' ? styles.spinnerText : undefined}>
            {state === 'loading' ? (
              playerT('player.loading')
            ) : (
              <VisuallyHidden>{playerT('player.buffering')}</VisuallyHidden>
            )}
          </output>
        </div>
      );
    case 'paused':
      return (
        <div className={styles.center} data-overlay="paused">
          <button
            type="button"
            className={styles.bigPlay}
            aria-label={playerT('player.play')}
            tabIndex={-1}
            onClick={onTogglePlay}
          >
            <PlayIcon />
          </button>
        </div>
      );
    case 'error':
      return (
        <div className={styles.panel} data-overlay="error" role="alert">
          <p className={styles.panelText}>
            {error?.fallbackLine
              ? playerT('player.lineFailedSwitching', { line: error.fallbackLine })
              : (error?.message ?? playerT('player.lineFailed'))}
          </p>
          {error?.fallbackLine && <span className={styles.spinner} aria-hidden />}
          <div className={styles.panelActions}>
            <button type="button" className={styles.primary} onClick={onRetry}>
              <RetryIcon className={styles.actionIcon} />
              {playerT('player.retry')}
            </button>
            <button type="button" className={styles.secondary} onClick={onChooseLine}>
              {playerT('player.chooseLine')}
            </button>
          </div>
        </div>
      );
    case 'vip-locked':
      return (
        <div className={styles.panel} data-overlay="vip-locked">
          <p className={styles.panelText}>{vipLockedText ?? playerT('player.vipLineLocked')}</p>
          <div className={styles.panelActions}>
            <button type="button" className={styles.vip} onClick={onJoinVip}>
              {t('vip.join')}
            </button>
            <button type="button" className={styles.secondary} onClick={onChooseLine}>
              {playerT('player.chooseLine')}
            </button>
          </div>
        </div>
      );
    case 'ended':
      return (
        <div className={styles.panel} data-overlay="ended">
          <p className={styles.panelText}>
            {hasNext ? playerT('player.ended') : playerT('player.seriesEnded')}
          </p>
          {hasNext && nextCountdown !== undefined && (
            <output className={styles.countdown}>
              {playerT('player.nextIn', { n: Math.max(0, Math.ceil(nextCountdown)) })}
            </output>
          )}
          <div className={styles.panelActions}>
            {hasNext && (
              <button type="button" className={styles.primary} onClick={onNext}>
                {nextCountdown !== undefined
                  ? playerT('player.playNextNow')
                  : playerT('player.nextEpisode')}
              </button>
            )}
            {hasNext && nextCountdown !== undefined && onCancelAutoNext && (
              <button type="button" className={styles.secondary} onClick={onCancelAutoNext}>
                {playerT('player.cancelAutoNext')}
              </button>
            )}
            <button type="button" className={styles.secondary} onClick={onReplay}>
              <RetryIcon className={styles.actionIcon} />
              {playerT('player.replay')}
            </button>
          </div>
        </div>
      );
    default:
      return null;
  }
}
