import { useId } from 'react';
import { Link } from '../../nav/Link';
import {
  isSeriesRecord,
  watchedRatio,
} from '../../components/ContinueWatchingRow/ContinueWatchingRow';
import { formatPlaybackTime } from '../../components/Player/formatTime';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { StatusView } from '../../components/StatusView/StatusView';
import { CloseIcon } from '../../icons/playbackIcons';
import type { Loadable, WatchRecord } from '@xinghe/contracts/client';
import { LoginPrompt } from './LoginPrompt';
import styles from './AccountList.module.css';
import { headerT } from '../../i18n/headerMessages';
import { libraryT } from '../../i18n/libraryMessages';
import { loadView } from '../../loadView';

/** A week, in seconds (SPEC section 5): history newer than this is 最近一周, the rest 更早. */
export const RECENT_HISTORY_SECONDS = 604800;

export interface HistoryScreenProps {
  /** The server's records loading; its data is the list shown, newest first (local ones merged in). */
  load: Loadable<readonly WatchRecord[]>;
  /** Nobody signed in: a login prompt, above any records in `load` (this device's history). */
  loggedOut?: boolean;
  /** Unix seconds; splits 最近一周 from 更早. */
  now: number;
  /** Where an entry resumes, usually the player at its episode. */
  playHref: (record: WatchRecord) => string;
  onRemove: (record: WatchRecord) => void;
  onRetry: () => void;
  onLogin: () => void;
}

const NO_RECORDS: readonly WatchRecord[] = [];

/** Splits records into this week's and older ones; a record exactly a week old is older. */
export function splitHistory(records: readonly WatchRecord[], now: number) {
  const since = now - RECENT_HISTORY_SECONDS;
  return {
    recent: records.filter((record) => record.updatedAt > since),
    older: records.filter((record) => record.updatedAt <= since),
  };
}

/** 观看历史: what the viewer watched, this week and earlier, with progress and remove. */
export function HistoryScreen({
  load: { status: loadStatus, data: records = NO_RECORDS },
  loggedOut = false,
  now,
  playHref,
  onRemove,
  onRetry,
  onLogin,
}: HistoryScreenProps) {
  const status = loggedOut ? 'loggedOut' : loadView(loadStatus);
  const { recent, older } = splitHistory(records, now);
  const showList = status === 'loaded' || (status === 'loggedOut' && records.length > 0);

  return (
    <div className={styles.screen} data-status={status}>
      <h1 className={styles.heading}>{headerT('user.history')}</h1>
      {status === 'loggedOut' && (
        <LoginPrompt message={libraryT('history.loginPrompt')} onLogin={onLogin} />
      )}
      {status === 'loading' && <StatusView status="loading" skeleton={<HistorySkeleton />} />}
      {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
      {status === 'loaded' && records.length === 0 && (
        <StatusView status="empty" message={libraryT('history.empty')} />
      )}
      {showList && (
        <>
          <HistorySection
            title={libraryT('history.recent')}
            records={recent}
            playHref={playHref}
            onRemove={onRemove}
          />
          <HistorySection
            title={libraryT('history.older')}
            records={older}
            playHref={playHref}
            onRemove={onRemove}
          />
        </>
      )}
    </div>
  );
}

interface HistorySectionProps {
  title: string;
  records: readonly WatchRecord[];
  playHref: (record: WatchRecord) => string;
  onRemove: (record: WatchRecord) => void;
}

function HistorySection({ title, records, playHref, onRemove }: HistorySectionProps) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.historyList}>
        {records.map((record) => (
          <li key={record.id} className={styles.historyItem}>
            <HistoryEntry record={record} href={playHref(record)} onRemove={onRemove} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HistoryEntry({
  record,
  href,
  onRemove,
}: {
  record: WatchRecord;
  href: string;
  onRemove: (record: WatchRecord) => void;
}) {
  const time = formatPlaybackTime(record.position);
  const progress = isSeriesRecord(record)
    ? libraryT('history.progressEpisode', { ep: record.ep, time })
    : libraryT('history.progress', { time });
  const ratio = watchedRatio(record);
  return (
    <>
      <Link href={href} className={styles.historyLink}>
        <img
          className={styles.historyPoster}
          src={record.img}
          alt=""
          width={90}
          height={135}
          loading="lazy"
        />
        <span className={styles.historyText}>
          <span className={styles.historyTitle}>{record.name}</span>
          <span className={styles.historyProgress}>{progress}</span>
          <span className={styles.progressTrack} aria-hidden>
            <span className={styles.progressFill} style={{ width: `${ratio * 100}%` }} />
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={libraryT('history.removeLabel', { title: record.name })}
        title={libraryT('history.remove')}
        onClick={() => onRemove(record)}
      >
        <CloseIcon />
      </button>
    </>
  );
}

function HistorySkeleton() {
  return (
    <ul className={styles.historyList} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={styles.historyItem}>
          <span className={styles.historyLink}>
            <span className={styles.historyPoster}>
              <Skeleton aspectRatio="var(--poster-ratio)" radius="sm" />
            </span>
            <span className={styles.historyText}>
              <Skeleton width="70%" height="16px" />
              <Skeleton width="45%" height="12px" />
              <Skeleton width="100%" height="4px" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
