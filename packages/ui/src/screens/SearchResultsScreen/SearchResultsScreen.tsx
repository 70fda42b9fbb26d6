import type { ActorSummary, LiveSearchEntry, VideoSummary } from '@xinghe/contracts';
import { useId } from 'react';
import { Link } from 'wouter';
import type { LoadStatus } from '../../components/FilterBar/FilterBar';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoGrid, VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import { useT } from '../../i18n/I18nProvider';
import { LiveIcon } from '../../icons/browseIcons';
import { EmptyBoxIcon } from '../../icons/icons';
import { defaultDetailHref, type DetailHref } from '../../links';
import { LoadMoreFooter } from '../CategoryScreen/LoadMoreFooter';
import styles from './SearchResultsScreen.module.css';

export type PersonHref = (id: number) => string;

/** SPEC route `/person/{id}`. */
export const defaultPersonHref: PersonHref = (id) => `/person/${id}`;

export interface SearchResultsScreenProps {
  /** The keyword searched for, shown in the heading. */
  word: string;
  status: LoadStatus;
  /** Films and series, every page loaded so far. */
  videos: readonly VideoSummary[];
  /** How many films and series match in all. */
  total?: number;
  actors: readonly ActorSummary[];
  /** Live channels; each links to its `url`. */
  lives: readonly LiveSearchEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  detailHref?: DetailHref;
  /** `/person/{id}` by default. */
  personHref?: PersonHref;
}

const EAGER_POSTERS = 6;
const LOADING_POSTERS = 12;

/**
 * /search?word=: the keyword, then one section per kind that has results — 演员 (avatars to the actor
 * pages), 直播 (to the channels), 影视 (a poster grid with infinite scroll, last because it grows) —
 * or the empty state when nothing matched.
 */
export function SearchResultsScreen({
  word,
  status,
  videos,
  total,
  actors,
  lives,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  detailHref = defaultDetailHref,
  personHref = defaultPersonHref,
}: SearchResultsScreenProps) {
  const t = useT();
  const actorsId = useId();
  const livesId = useId();
  const videosId = useId();
  const isEmpty =
    status === 'loaded' && videos.length === 0 && actors.length === 0 && lives.length === 0;

  return (
    <div className={styles.screen} data-status={isEmpty ? 'empty' : status}>
      <h1 className={styles.heading}>{t('search.resultsHeading', { word })}</h1>
      {status === 'loading' && (
        <StatusView status="loading" skeleton={<VideoGridSkeleton count={LOADING_POSTERS} />} />
      )}
      {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
      {isEmpty && (
        <div className={styles.empty} data-status="empty">
          <EmptyBoxIcon className={styles.emptyIcon} />
          <p className={styles.emptyText}>{t('search.empty', { word })}</p>
          <p className={styles.emptyHint}>{t('search.emptyHint')}</p>
        </div>
      )}
      {status === 'loaded' && actors.length > 0 && (
        <section className={styles.section} aria-labelledby={actorsId} data-kind="actors">
          <h2 className={styles.sectionTitle} id={actorsId}>
            {t('search.sectionActors')}
          </h2>
          <ul className={styles.actors}>
            {actors.map((actor) => (
              <li key={actor.id}>
                <Link href={personHref(actor.id)} className={styles.actor}>
                  <img
                    className={styles.avatar}
                    src={actor.avatar}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.actorName}>{actor.name}</span>
                  {actor.role && <span className={styles.actorMeta}>{actor.role}</span>}
                  <span className={styles.actorMeta}>
                    {t('search.actorWorks', { n: actor.works })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {status === 'loaded' && lives.length > 0 && (
        <section className={styles.section} aria-labelledby={livesId} data-kind="lives">
          <h2 className={styles.sectionTitle} id={livesId}>
            {t('search.sectionLives')}
          </h2>
          <ul className={styles.lives}>
            {lives.map((live) => (
              <li key={live.id}>
                <Link href={live.url} className={styles.live}>
                  <span className={styles.liveIcon} aria-hidden="true">
                    <LiveIcon />
                  </span>
                  <span className={styles.liveText}>
                    <span className={styles.liveName}>{live.name}</span>
                    {live.category && <span className={styles.liveMeta}>{live.category}</span>}
                  </span>
                  <span className={styles.liveBadge}>{t('search.liveLabel')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {status === 'loaded' && videos.length > 0 && (
        <section className={styles.section} aria-labelledby={videosId} data-kind="videos">
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle} id={videosId}>
              {t('search.sectionVideos')}
            </h2>
            {total !== undefined && total > 0 && (
              <p className={styles.count}>{t('search.resultsCount', { n: total })}</p>
            )}
          </div>
          <VideoGrid
            videos={videos}
            detailHref={detailHref}
            eagerCount={EAGER_POSTERS}
            label={t('search.sectionVideos')}
          />
          <LoadMoreFooter
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={onLoadMore}
            endText={t('search.noMore')}
          />
        </section>
      )}
    </div>
  );
}
