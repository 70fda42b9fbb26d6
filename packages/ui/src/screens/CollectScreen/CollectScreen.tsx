import { StatusView } from '../../components/StatusView/StatusView';
import { VideoCard } from '../../components/VideoCard/VideoCard';
import { VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon } from '../../icons/playbackIcons';
import { defaultDetailHref, type DetailHref } from '../../links';
import type { CollectItem, Loadable } from '@xinghe/contracts/client';
import { loadView, type PagedList } from '../../loadView';
import { LoginPrompt } from '../HistoryScreen/LoginPrompt';
import styles from '../HistoryScreen/AccountList.module.css';
import { headerT } from '../../i18n/headerMessages';
import { libraryT } from '../../i18n/libraryMessages';

/** The favourites loaded so far, newest first; the total shows beside the heading. */
export type CollectData = PagedList<CollectItem>;

export interface CollectScreenProps {
  load: Loadable<CollectData>;
  /** Nobody signed in: a login prompt instead of the list. */
  loggedOut?: boolean;
  /** A further page is on its way: the 加载更多 button shows progress. */
  loadingMore?: boolean;
  onLoadMore: () => void;
  onRemove: (item: CollectItem) => void;
  detailHref?: DetailHref;
  onRetry: () => void;
  onLogin: () => void;
}

const NO_ITEMS: CollectData = { items: [], total: 0, hasMore: false };

/** 我的收藏: the favourite titles in a poster grid, with remove and 加载更多. */
export function CollectScreen({
  load: { status: loadStatus, data },
  loggedOut = false,
  loadingMore = false,
  onLoadMore,
  onRemove,
  detailHref = defaultDetailHref,
  onRetry,
  onLogin,
}: CollectScreenProps) {
  const t = useT();
  const status = loggedOut ? 'loggedOut' : loadView(loadStatus);
  const { items, total, hasMore } = data ?? NO_ITEMS;
  return (
    <div className={styles.screen} data-status={status}>
      <h1 className={styles.heading}>
        {headerT('user.favourites')}
        {status === 'loaded' && total > 0 && (
          <span className={styles.headingNote}>{libraryT('collect.count', { n: total })}</span>
        )}
      </h1>
      {status === 'loggedOut' && (
        <LoginPrompt message={libraryT('collect.loginPrompt')} onLogin={onLogin} />
      )}
      {status === 'loading' && <StatusView status="loading" skeleton={<VideoGridSkeleton />} />}
      {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
      {status === 'loaded' && items.length === 0 && (
        <StatusView status="empty" message={libraryT('collect.empty')} />
      )}
      {status === 'loaded' && items.length > 0 && (
        <>
          <ul className={styles.collectGrid} aria-label={headerT('user.favourites')}>
            {items.map((item, index) => (
              <li key={item.id} className={styles.collectItem}>
                <VideoCard video={item} href={detailHref(item.id)} priority={index < 6} />
                <button
                  type="button"
                  className={styles.collectRemove}
                  aria-label={libraryT('collect.removeLabel', { title: item.name })}
                  title={t('video.unfavourite')}
                  onClick={() => onRemove(item)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
          {hasMore && (
            <div className={styles.more}>
              <button
                type="button"
                className={styles.loadMore}
                disabled={loadingMore}
                aria-busy={loadingMore}
                onClick={onLoadMore}
              >
                {loadingMore ? libraryT('collect.loadingMore') : libraryT('collect.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
