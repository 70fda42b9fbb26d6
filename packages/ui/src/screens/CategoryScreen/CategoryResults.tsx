import type { Loadable, VideoCard } from '@xinghe/contracts/client';
import { memo } from 'react';
import { loadView, type PagedList } from '../../loadView';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoGrid, VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import type { DetailHref } from '../../links';
import { LoadMoreFooter } from './LoadMoreFooter';
import { browseT } from '../../i18n/browseMessages';

export const NO_RESULTS: PagedList<VideoCard> = { items: [], total: 0, hasMore: false };

// Posters of the first rows are on screen at first paint.
const EAGER_POSTERS = 12;
const LOADING_POSTERS = 18;

export interface CategoryResultsProps {
  /** Names the grid (the channel's name). */
  label: string;
  load: Loadable<PagedList<VideoCard>>;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  detailHref: DetailHref;
}

/**
 * The results of a channel page: loading, error and empty states, the poster grid and what follows
 * it. Memoised: a tap on the filter bar renders the bar at once and leaves this (a few hundred
 * nodes) to a deferred render, so the tap's next paint does not wait for the grid.
 */
export const CategoryResults = memo(function CategoryResults({
  label,
  load: { status: loadStatus, data: { items, hasMore } = NO_RESULTS },
  loadingMore,
  onLoadMore,
  onRetry,
  detailHref,
}: CategoryResultsProps) {
  const status = loadView(loadStatus);
  const isEmpty = status === 'loaded' && items.length === 0;
  return (
    <>
      {status === 'loading' && (
        <StatusView status="loading" skeleton={<VideoGridSkeleton count={LOADING_POSTERS} />} />
      )}
      {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
      {isEmpty && <StatusView status="empty" />}
      {status === 'loaded' && !isEmpty && (
        <>
          <VideoGrid
            videos={items}
            detailHref={detailHref}
            eagerCount={EAGER_POSTERS}
            label={label}
          />
          <LoadMoreFooter
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={onLoadMore}
            endText={browseT('category.noMore')}
          />
        </>
      )}
    </>
  );
});
