import type { WatchRecord } from '@xinghe/contracts/client';
import { useId } from 'react';
import { Link } from '../../nav/Link';
import { homeT } from '../../i18n/homeMessages';
import { formatPlaybackTime } from '../Player/formatTime';
import styles from './ContinueWatchingRow.module.css';
import { contentLang } from '../../i18n/locale';

export interface ContinueWatchingRowProps {
  /** Newest first: this device's history merged with the server's when logged in. */
  records: readonly WatchRecord[];
  /** Where an entry resumes, usually the player at its episode. */
  playHref: (record: WatchRecord) => string;
  /** The full history page (观看历史); no link when omitted. */
  historyHref?: string;
}

/** The share of the episode watched, 0-1. */
export const watchedRatio = (record: Pick<WatchRecord, 'position' | 'duration'>) =>
  record.duration > 0 ? Math.min(record.position / record.duration, 1) : 0;

/**
 * Whether a record is of a series, whose progress names the episode: by its episode count (ours),
 * or, from a server that sends only the real fields, by an episode past the first.
 */
export const isSeriesRecord = (record: Pick<WatchRecord, 'episodes' | 'ep'>) =>
  (record.episodes ?? record.ep) > 1;

/**
 * 继续观看: a row of wide cards, one per title the viewer started, each resuming at its episode and
 * showing how far they got. Nothing at all when there is nothing to continue.
 */
export function ContinueWatchingRow({ records, playHref, historyHref }: ContinueWatchingRowProps) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid="continue-watching">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {homeT('continue.title')}
        </h2>
        {historyHref && (
          <Link href={historyHref} className={styles.all} aria-label={homeT('continue.allLabel')}>
            {homeT('continue.all')}
          </Link>
        )}
      </div>
      <ul className={styles.list}>
        {records.map((record) => {
          const time = formatPlaybackTime(record.position);
          const progress = isSeriesRecord(record)
            ? homeT('continue.episode', { ep: record.ep, time })
            : homeT('continue.time', { time });
          return (
            <li key={record.id} className={styles.item}>
              <Link href={playHref(record)} className={styles.card}>
                <span className={styles.poster}>
                  <img src={record.img} alt="" width={270} height={405} loading="lazy" />
                  <span className={styles.track} aria-hidden>
                    <span
                      className={styles.fill}
                      style={{ width: `${watchedRatio(record) * 100}%` }}
                    />
                  </span>
                </span>
                <span className={styles.text}>
                  <span className={styles.name} lang={contentLang()}>
                    {record.name}
                  </span>
                  <span className={styles.progress}>{progress}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
