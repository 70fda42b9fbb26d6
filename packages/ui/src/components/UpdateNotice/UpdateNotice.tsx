import { offlineT } from '../../i18n/offlineMessages';
import styles from './UpdateNotice.module.css';

export interface UpdateNoticeProps {
  /** 刷新: the new version takes over and the page loads again. */
  onReload: () => void;
  /** 稍后: the notice goes; the new version starts on the next visit. */
  onDismiss: () => void;
}

/**
 * 有新版本 · 刷新: a new version of the installed app is ready and waits for the viewer, so
 * nothing is swapped under a playing video. A polite status: it never takes the focus.
 */
export function UpdateNotice({ onReload, onDismiss }: UpdateNoticeProps) {
  return (
    <output className={styles.notice}>
      <span className={styles.text}>{offlineT('offline.updateReady')}</span>
      <button type="button" className={styles.reload} onClick={onReload}>
        {offlineT('offline.reload')}
      </button>
      <button type="button" className={styles.later} onClick={onDismiss}>
        {offlineT('offline.later')}
      </button>
    </output>
  );
}
