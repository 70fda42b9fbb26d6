import { LiveScreen } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { hrefFor } from '../routes/paths';
import { liveChannelsActions, useChannelGroups } from '../state/live/channels';
import { liveUserActions, useLiveUser } from '../state/live/liveUser';
import { useSignedIn } from '../state/signedIn';

const channelHref = (id: string) => hrefFor('liveChannel', { id });

/** /live: every channel in its group with what is on now and next; favourites first when logged in. */
export default function LivePage() {
  const groups = useChannelGroups();
  const signedIn = useSignedIn();
  const { favourites } = useLiveUser();
  const [group, setGroup] = useState('all');
  const [query, setQuery] = useState('');

  useEffect(() => {
    void liveChannelsActions.loadGroups();
  }, []);
  useEffect(() => {
    if (signedIn) void liveUserActions.loadFavourites();
  }, [signedIn]);

  return (
    <LiveScreen
      load={groups}
      favourites={signedIn ? favourites : []}
      group={group}
      query={query}
      channelHref={channelHref}
      onGroupChange={setGroup}
      onQueryChange={setQuery}
      onRetry={() => liveChannelsActions.retryGroups()}
    />
  );
}
