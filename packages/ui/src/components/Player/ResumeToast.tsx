import { CloseIcon } from '../../icons/playbackIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatPlaybackTime } from './formatTime';
import { PlayerNotice } from './PlayerNotices';
import styles from './ResumeToast.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface ResumeToastProps {
  /** Seconds. */
  position: number;
  onResume?: () => void;
  onDismiss?: () => void;
}

/** 上次观看到{time}，继续播放 (a notice, in its turn): a press jumps back to where the viewer stopped. */
export function ResumeToast({ position, onResume, onDismiss }: ResumeToastProps) {
  const text = playerT('player.resumeFrom', { time: formatPlaybackTime(position) });
  return (
    <PlayerNotice name="resume" brief>
      {onResume ? (
        <button type="button" className={styles.toastAction} onClick={onResume}>
          {text}
        </button>
      ) : (
        <output>{text}</output>
      )}
      {onDismiss && (
        <button type="button" className={styles.toastClose} onClick={onDismiss}>
          <CloseIcon />
          <VisuallyHidden>{playerT('player.close')}</VisuallyHidden>
        </button>
      )}
    </PlayerNotice>
  );
}
