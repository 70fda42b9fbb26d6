import { danmakuT } from '../../i18n/danmakuMessages';
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

/** Over the picture, above the control bar on the right: the skip buttons and what was skipped. */
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
    <div className={styles.overlay}>
      {toast && (
        <output className={styles.toast} data-toast={toast}>
          {danmakuT('skip.introSkipped')}
        </output>
      )}
      {nextCountdown !== undefined && (
        <div className={styles.toast}>
          <output>{danmakuT('skip.outroNext', { n: Math.ceil(nextCountdown) })}</output>
          {onCancelNext && (
            <button type="button" className={styles.cancel} onClick={onCancelNext}>
              {danmakuT('skip.cancel')}
            </button>
          )}
        </div>
      )}
      {inIntro && (
        <button type="button" className={styles.skip} onClick={onSkipIntro}>
          {danmakuT('skip.intro')}
        </button>
      )}
      {!inIntro && inOutro && (
        <button type="button" className={styles.skip} onClick={onSkipOutro}>
          {danmakuT('skip.outro')}
        </button>
      )}
    </div>
  );
}
