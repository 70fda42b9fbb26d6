import { CollectScreen } from '@xinghe/ui';
import { useEffect } from 'react';
import { appEvents } from '../events';
import { favouritesActions, useFavouritesList } from '../state/favourites';
import { useSignedIn } from '../state/signedIn';

const openLogin = () => appEvents.emit('openIn', { reason: 'collect' });

/** `/collect` (我的收藏): the server's favourites, paged, with remove; a login prompt when logged out. */
export default function CollectPage() {
  const signedIn = useSignedIn();
  const list = useFavouritesList();

  useEffect(() => {
    if (signedIn) void favouritesActions.loadList();
  }, [signedIn]);

  const status = !signedIn
    ? 'logged-out'
    : list.status === 'idle' || list.status === 'loading'
      ? 'loading'
      : list.status;

  return (
    <CollectScreen
      status={status}
      items={signedIn ? list.items : []}
      total={signedIn && list.status === 'loaded' ? list.total : undefined}
      hasMore={signedIn && list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={() => void favouritesActions.loadMore()}
      onRemove={(item) => void favouritesActions.remove(item.id)}
      onRetry={() => void favouritesActions.loadList()}
      onLogin={openLogin}
    />
  );
}
