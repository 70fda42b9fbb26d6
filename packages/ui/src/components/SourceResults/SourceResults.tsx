import type { SourceCard } from '@xinghe/contracts/client';
import { useId } from 'react';
import { Link } from '../../nav/Link';
import { sourcePlayT } from '../../i18n/sourcePlayMessages';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './SourceResults.module.css';

/**
 * What one source answered, as the search shows it: on its way, its titles (none is 'ok' with no
 * items), no answer in time, an answer that is not a source (the API's detail says why), or the
 * request itself refused (too many searches, the network).
 */
export type SourceResultState =
  | { status: 'loading' }
  | { status: 'ok'; items: readonly SourceCard[] }
  | { status: 'timeout' }
  | { status: 'unusable'; detail: string }
  | { status: 'failed'; detail: string };

export interface SourceResultsEntry {
  id: number;
  name: string;
  result: SourceResultState;
}

/** Where a source's title plays: `/vod/play-thrid/s{sourceId}-{itemId}/1`. */
export type SourceItemHref = (sourceId: number, itemId: string) => string;

export interface SourceResultsProps {
  /** One entry per source of the viewer, in the order of their list. */
  sources: readonly SourceResultsEntry[];
  itemHref: SourceItemHref;
}

const LOADING_CARDS = 4;

/**
 * 我的片源 on the search page: each of the viewer's sources with its own answer, shown as it
 * arrives, so a slow source holds up only its own row.
 */
export function SourceResults({ sources, itemHref }: SourceResultsProps) {
  const headingId = useId();
  if (sources.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kind="sources">
      <h2 className={styles.title} id={headingId}>
        {sourcePlayT('sourcePlay.searchTitle')}
      </h2>
      {sources.map((source) => (
        <SourceRow key={source.id} source={source} itemHref={itemHref} />
      ))}
    </section>
  );
}

function SourceRow({
  source: { id, name, result },
  itemHref,
}: {
  source: SourceResultsEntry;
  itemHref: SourceItemHref;
}) {
  const headingId = useId();
  const items = result.status === 'ok' ? result.items : [];
  return (
    <section
      className={styles.source}
      aria-labelledby={headingId}
      aria-busy={result.status === 'loading'}
      data-state={result.status === 'ok' && items.length === 0 ? 'empty' : result.status}
    >
      <div className={styles.sourceHead}>
        <h3 className={styles.sourceName} id={headingId}>
          {name}
        </h3>
        <StateNote result={result} />
      </div>
      {result.status === 'loading' && (
        <ul className={styles.items} aria-hidden="true">
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <li key={i} className={styles.item}>
              <Skeleton aspectRatio="var(--poster-ratio)" radius="md" />
              <Skeleton width="80%" height="14px" />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.itemId} className={styles.item}>
              <Link href={itemHref(id, item.itemId)} className={styles.card}>
                <span className={styles.poster}>
                  {item.pic && (
                    <img
                      className={styles.image}
                      src={item.pic}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      referrerPolicy="no-referrer"
                    />
                  )}
                  {item.remarks && <span className={styles.remark}>{item.remarks}</span>}
                </span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.meta}>{item.year}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The line beside the source's name: how many it found, or why it shows none. */
function StateNote({ result }: { result: SourceResultState }) {
  switch (result.status) {
    case 'loading':
      return <output className={styles.note}>{sourcePlayT('sourcePlay.searchLoading')}</output>;
    case 'ok':
      return (
        <p className={styles.note}>
          {result.items.length > 0
            ? sourcePlayT('sourcePlay.searchCount', { n: result.items.length })
            : sourcePlayT('sourcePlay.searchEmpty')}
        </p>
      );
    case 'timeout':
      return <p className={styles.problem}>{sourcePlayT('sourcePlay.timeout')}</p>;
    case 'unusable':
      return (
        <p className={styles.problem}>
          {sourcePlayT('sourcePlay.unusable', { detail: result.detail })}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.problem}>
          {sourcePlayT('sourcePlay.failed', { detail: result.detail })}
        </p>
      );
  }
}
