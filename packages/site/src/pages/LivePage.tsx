import { LiveScreen, SourceChannels, sourcePlayT } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { hrefFor } from '../routes/paths';
import { liveChannelsActions, useChannelGroups } from '../state/live/channels';
import { liveUserActions, useLiveUser } from '../state/live/liveUser';
import { useSignedIn } from '../state/signedIn';
import { sourceChannelsActions, useSourceChannels } from '../state/sourceChannels';
import { sourceChannelHref } from './sourcePlay/sourceIds';

/** The group key of 我的频道 (no group of ours is keyed so). */
const MY_CHANNELS = 'my-sources';

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
  const mine = useMyChannels(signedIn, query);

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
      ownGroup={mine}
    />
  );
}

/**
 * 我的频道: a signed-in viewer's M3U lists as a group of /live, asked for each time the page
 * opens; none for a visitor or a viewer without lists.
 */
function useMyChannels(signedIn: boolean, query: string) {
  const { groups } = useSourceChannels();
  useEffect(() => {
    if (signedIn) void sourceChannelsActions.load({ force: true });
  }, [signedIn]);
  const none = groups.status === 'loaded' && groups.data?.length === 0;
  if (!signedIn || groups.status === 'idle' || groups.status === 'loading' || none)
    return undefined;
  return {
    key: MY_CHANNELS,
    name: sourcePlayT('sourcePlay.liveTitle'),
    content: (
      <SourceChannels
        load={groups}
        query={query}
        channelHref={sourceChannelHref}
        onRetry={() => void sourceChannelsActions.load({ force: true })}
      />
    ),
  };
}
