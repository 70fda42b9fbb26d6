import { Link } from 'wouter';
import { offlineT } from '../../i18n/offlineMessages';
import {
  percentOf,
  refusalText,
  statusText,
  type OfflineProgress,
  type OfflineRefusal,
} from './offlineDownload';
import styles from './OfflineDownloadButton.module.css';

export interface OfflineDownloadButtonProps {
  /** This episode's download, if one was started in this browser. */
  download?: OfflineProgress;
  /** Why the last try did not start (not VIP, not enough room). */
  refusal?: OfflineRefusal;
  /** 我的下载 (a path of the router: its language prefix is the router's). */
  downloadsHref: string;
  onDownload: () => void;
  onPause: () => void;
  onResume: () => void;
}

/**
 * 下载到本机 on a player page: saves the episode in the quality playing to watch offline, then
 * shows how far it is (with 暂停 / 继续) and links to 我的下载. A refusal says why in words.
 */
export function OfflineDownloadButton({
  download,
  refusal,
  downloadsHref,
  onDownload,
  onPause,
  onResume,
}: OfflineDownloadButtonProps) {
  const status = download?.status;
  const busy = status === 'downloading' || status === 'queued';
  return (
    <div className={styles.box} data-status={status ?? 'none'}>
      {!download || status === 'failed' ? (
        <button
          type="button"
          className={styles.primary}
          onClick={onDownload}
          title={offlineT('offline.downloadHint')}
        >
          {status === 'failed' ? offlineT('offline.retry') : offlineT('offline.download')}
        </button>
      ) : busy ? (
        <button type="button" className={styles.secondary} onClick={onPause}>
          {offlineT('offline.pause')}
        </button>
      ) : status === 'paused' ? (
        <button type="button" className={styles.primary} onClick={onResume}>
          {offlineT('offline.resume')}
        </button>
      ) : null}
      {download && <output className={styles.state}>{statusText(download)}</output>}
      {download && status !== 'done' && status !== 'failed' && (
        <progress
          className={styles.bar}
          max={100}
          value={percentOf(download.progress)}
          aria-label={offlineT('offline.progress')}
        />
      )}
      {download && (
        <Link className={styles.link} href={downloadsHref}>
          {offlineT('offline.openList')}
        </Link>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusalText(refusal)}
        </p>
      )}
    </div>
  );
}
