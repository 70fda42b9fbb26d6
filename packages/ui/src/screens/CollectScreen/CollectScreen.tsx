import type { DetailHref } from '../../links';
import type { CollectItem } from '../../playbackTypes';
import type { AccountListStatus } from '../HistoryScreen/HistoryScreen';

export interface CollectScreenProps {
  status: AccountListStatus;
  items: readonly CollectItem[];
  hasMore: boolean;
  /** A further page is on its way: the 加载更多 button shows progress. */
  loadingMore?: boolean;
  onLoadMore: () => void;
  onRemove: (item: CollectItem) => void;
  detailHref?: DetailHref;
  onRetry: () => void;
  onLogin: () => void;
}

/** 我的收藏: the favourite titles in a poster grid, with remove and 加载更多. */
export function CollectScreen(_props: CollectScreenProps) {
  return <div />;
}
