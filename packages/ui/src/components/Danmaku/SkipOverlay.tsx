import { danmakuT } from '../../i18n/danmakuMessages';
import { PlayerNotice } from '../Player/PlayerNotices';
import styles from './SkipOverlay.module.css';

export interface SkipOverlayProps {
  /** The intro is playing: 跳过片头. */
  inIntro: boolean;
  /** The outro is playing and there is a next episode: 跳过片尾. */
  inOutro: boolean;
  /** A brief notice (已为您跳过片头); the site clears it after a few seconds. */
  toast?: 'introSkipped';
  /** The next episode starts in this many seconds (counting from the outro mark). */
  nextCountdown?: number;
  onSkipIntro: () => void;
  onSkipOutro: () => void;
  onCancelNext?: () => void;
}

/**
 * Skipping, as the player's notices (one at a time, in their turn; see PlayerNotices): what was
 * skipped, the next episode's countdown, and the skip buttons.
 */
export function SkipOverlay({
  inIntro,
  inOutro,
  toast,
  nextCountdown,
  onSkipIntro,
  onSkipOutro,
  onCancelNext,
}: SkipOverlayProps) {
  return (
    <>
      {toast && (
        <PlayerNotice name={toast} brief>
          <output data-toast={toast}>{danmakuT('skip.introSkipped')}</output>
        </PlayerNotice>
      )}
      {nextCountdown !== undefined && (
        <PlayerNotice name="nextCountdown">
          <output>{danmakuT('skip.outroNext', { n: Math.ceil(nextCountdown) })}</output>
          {onCancelNext && (
            <button type="button" className={styles.cancel} onClick={onCancelNext}>
              {danmakuT('skip.cancel')}
            </button>
          )}
        </PlayerNotice>
      )}
      {inIntro && (
        <PlayerNotice name="skipIntro">
          <button type="button" className={styles.skip} onClick={onSkipIntro}>
            {danmakuT('skip.intro')}
          </button>
        </PlayerNotice>
      )}
      {!inIntro && inOutro && (
        <PlayerNotice name="skipOutro">
          <button type="button" className={styles.skip} onClick={onSkipOutro}>
            {danmakuT('skip.outro')}
          </button>
        </PlayerNotice>
      )}
    </>
  );
}
