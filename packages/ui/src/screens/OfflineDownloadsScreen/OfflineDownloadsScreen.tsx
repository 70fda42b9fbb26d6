import type { ReactNode } from 'react';
import { offlineT } from '../../i18n/offlineMessages';
import {
  percentOf,
  statusText,
  type OfflineProgress,
} from '../../components/OfflineDownloadButton/offlineDownload';
import styles from './OfflineDownloadsScreen.module.css';

export interface OfflineItemView extends OfflineProgress {
  readonly key: string;
  readonly title: string;
  /** The episode of a series; none for a film. */
  readonly episode?: number;
  readonly poster?: string;
}

export interface OfflineDownloadsScreenProps {
  items: readonly OfflineItemView[];
  /** The viewer's VIP has ended: the downloads stay, and say so, but do not play. */
  vipEnded: boolean;
  /** The player of the download playing, above the list. */
  player?: ReactNode;
  /** The key of the download playing. */
  playing?: string;
  onPlay: (key: string) => void;
  onDelete: (key: string) => void;
  onPause: (key: string) => void;
  onResume: (key: string) => void;
}

/**
 * 我的下载: the episodes saved in this browser, each with its poster, title, episode, size and
 * progress, to play (offline too) or delete. When VIP has ended they say so and do not play.
 */
export function OfflineDownloadsScreen({
  items,
  vipEnded,
  player,
  playing,
  onPlay,
  onDelete,
  onPause,
  onResume,
}: OfflineDownloadsScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="offline-downloads-title">
      <h1 id="offline-downloads-title" className={styles.title}>
        {offlineT('offline.title')}
      </h1>
      {player && <div className={styles.player}>{player}</div>}
      {vipEnded && items.length > 0 && (
        <p className={styles.vipEnded} role="alert">
          {offlineT('offline.vipEnded')}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>{offlineT('offline.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={offlineT('offline.listLabel')}>
          {items.map((item) => {
            const name =
              item.episode === undefined
                ? item.title
                : `${item.title} ${offlineT('offline.episode', { ep: item.episode })}`;
            const busy = item.status === 'downloading' || item.status === 'queued';
            return (
              <li
                key={item.key}
                className={styles.item}
                data-status={item.status}
                data-playing={playing === item.key}
                data-vip-ended={vipEnded}
              >
                {item.poster ? (
                  <img className={styles.poster} src={item.poster} alt="" loading="lazy" />
                ) : (
                  <span className={styles.poster} />
                )}
                <div className={styles.body}>
                  <h2 className={styles.name}>{name}</h2>
                  <p className={styles.state}>
                    {vipEnded && item.status === 'done'
                      ? offlineT('offline.vipEnded')
                      : statusText(item)}
                  </p>
                  {item.status !== 'done' && (
                    <progress
                      className={styles.bar}
                      max={100}
                      value={percentOf(item.progress)}
                      aria-label={`${offlineT('offline.progress')} ${name}`}
                    />
                  )}
                </div>
                <div className={styles.actions}>
                  {item.status === 'done' && (
                    <button
                      type="button"
                      className={styles.play}
                      disabled={vipEnded}
                      aria-label={`${offlineT('offline.play')} ${name}`}
                      onClick={() => onPlay(item.key)}
                    >
                      {offlineT('offline.play')}
                    </button>
                  )}
                  {busy && (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => onPause(item.key)}
                    >
                      {offlineT('offline.pause')}
                    </button>
                  )}
                  {(item.status === 'paused' || item.status === 'failed') && (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={vipEnded}
                      onClick={() => onResume(item.key)}
                    >
                      {item.status === 'failed'
                        ? offlineT('offline.retry')
                        : offlineT('offline.resume')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`${offlineT('offline.delete')} ${name}`}
                    onClick={() => onDelete(item.key)}
                  >
                    {offlineT('offline.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
