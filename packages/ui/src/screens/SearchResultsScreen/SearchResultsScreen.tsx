import type { ActorSummary, LiveSearchEntry, Loadable, VideoCard } from '@xinghe/contracts/client';
import { useId, type ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { loadView, type PagedList } from '../../loadView';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoGrid, VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import { LiveIcon } from '../../icons/browseIcons';
import { EmptyBoxIcon } from '../../icons/icons';
import { defaultDetailHref, type DetailHref } from '../../links';
import { LoadMoreFooter } from '../CategoryScreen/LoadMoreFooter';
import styles from './SearchResultsScreen.module.css';
import { searchT } from '../../i18n/searchMessages';
import { SEARCH_EAGER_POSTERS } from '../../firstScreen';

export type PersonHref = (id: number) => string;

/** SPEC route `/person/{id}`. */
export const defaultPersonHref: PersonHref = (id) => `/person/${id}`;

/** A keyword's results: films and series page after page, with its actors and live channels. */
export interface SearchResultsData {
  /** Films and series: every page loaded so far, and how many match in all. */
  videos: PagedList<VideoCard>;
  actors: readonly ActorSummary[];
  /** Live channels; each links to its `url`. */
  lives: readonly LiveSearchEntry[];
}

export interface SearchResultsScreenProps {
  /** The keyword searched for, shown in the heading. */
  word: string;
  load: Loadable<SearchResultsData>;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  detailHref?: DetailHref;
  /** `/person/{id}` by default. */
  personHref?: PersonHref;
  /**
   * The viewer's own sources searched for the same words (我的片源), shown whatever the
   * catalogue's state, above the catalogue's titles (which scroll on and on).
   */
  mySources?: ReactNode;
}

const LOADING_POSTERS = 12;

const NO_RESULTS: SearchResultsData = {
  videos: { items: [], total: 0, hasMore: false },
  actors: [],
  lives: [],
};

/**
 * /search?word=: the keyword, then one section per kind that has results — 演员 (avatars to the actor
 * pages), 直播 (to the channels), 影视 (a poster grid with infinite scroll, last because it grows) —
 * or the empty state when nothing matched.
 */
export function SearchResultsScreen({
  word,
  load: { status: loadStatus, data = NO_RESULTS },
  loadingMore,
  onLoadMore,
  onRetry,
  detailHref = defaultDetailHref,
  personHref = defaultPersonHref,
  mySources,
}: SearchResultsScreenProps) {
  const actorsId = useId();
  const livesId = useId();
  const videosId = useId();
  const status = loadView(loadStatus);
  const {
    videos: { items: videos, total, hasMore },
    actors,
    lives,
  } = data;
  const isEmpty =
    status === 'loaded' && videos.length === 0 && actors.length === 0 && lives.length === 0;

  return (
    <div className={styles.screen} data-status={isEmpty ? 'empty' : status}>
      <h1 className={styles.heading}>{searchT('search.resultsHeading', { word })}</h1>
      {status === 'loading' && (
        <StatusView status="loading" skeleton={<VideoGridSkeleton count={LOADING_POSTERS} />} />
      )}
      {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
      {isEmpty && (
        <div className={styles.empty} data-status="empty">
          <EmptyBoxIcon className={styles.emptyIcon} />
          <p className={styles.emptyText}>{searchT('search.empty', { word })}</p>
          <p className={styles.emptyHint}>{searchT('search.emptyHint')}</p>
        </div>
      )}
      {status === 'loaded' && actors.length > 0 && (
        <section className={styles.section} aria-labelledby={actorsId} data-kind="actors">
          <h2 className={styles.sectionTitle} id={actorsId}>
            {searchT('search.sectionActors')}
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
                    {searchT('search.actorWorks', { n: actor.works })}
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
            {searchT('search.sectionLives')}
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
                  <span className={styles.liveBadge}>{searchT('search.liveLabel')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mySources}
      {status === 'loaded' && videos.length > 0 && (
        <section className={styles.section} aria-labelledby={videosId} data-kind="videos">
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle} id={videosId}>
              {searchT('search.sectionVideos')}
            </h2>
            {total > 0 && (
              <p className={styles.count}>{searchT('search.resultsCount', { n: total })}</p>
            )}
          </div>
          <VideoGrid
            videos={videos}
            detailHref={detailHref}
            eagerCount={SEARCH_EAGER_POSTERS}
            label={searchT('search.sectionVideos')}
          />
          <LoadMoreFooter
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={onLoadMore}
            endText={searchT('search.noMore')}
          />
        </section>
      )}
    </div>
  );
}
