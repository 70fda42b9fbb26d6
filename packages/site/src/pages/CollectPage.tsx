import { ChannelShelf, CollectScreen, liveT } from '@xinghe/ui';
import { useEffect } from 'react';
import { appEvents } from '../events';
import { hrefFor } from '../routes/paths';
import { useFavouriteChannels } from './live/useLiveShelves';
import { favouritesActions, useFavouritesList } from '../state/favourites';
import { useSignedIn } from '../state/signedIn';

const openLogin = () => appEvents.emit('openIn', { reason: 'collect' });

/**
 * `/collect` (我的收藏): the server's favourites, paged, with remove; a login prompt when logged out.
 * Below them the favourite live channels.
 */
export default function CollectPage() {
  const signedIn = useSignedIn();
  const { list, loadingMore } = useFavouritesList();
  const channels = useFavouriteChannels();

  useEffect(() => {
    if (signedIn) void favouritesActions.loadList();
  }, [signedIn]);

  return (
    <>
      <CollectScreen
        load={list}
        loggedOut={!signedIn}
        loadingMore={loadingMore}
        onLoadMore={() => void favouritesActions.loadMore()}
        onRemove={(item) => void favouritesActions.remove(item.id)}
        onRetry={() => void favouritesActions.loadList()}
        onLogin={openLogin}
      />
      <ChannelShelf
        title={liveT('collect.liveTitle')}
        channels={channels}
        channelHref={(id) => hrefFor('liveChannel', { id })}
      />
    </>
  );
}
