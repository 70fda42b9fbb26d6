import {
  liveT,
  PlaceholderScreen,
  PlaybackHeading,
  PlaybackLayout,
  sourcePlayT,
  StatusView,
} from '@xinghe/ui';
import { useEffect, useMemo } from 'react';
import { createSourceLivePlayerDeps } from '../../player/sourceLiveDeps';
import { usePlayerController } from '../../player/usePlayerController';
import { hrefFor } from '../../routes/paths';
import { useSignedIn } from '../../state/signedIn';
import { sourceChannelsActions, useSourceChannels } from '../../state/sourceChannels';
import { LivePlayerSurface } from '../live/LivePlayerSurface';
import { useNamedTitle } from '../useNamedTitle';
import { SourceBackButton } from './SourceBackButton';
import { SourceLoggedOut } from './SourceLoggedOut';
import { parseSourceKey } from './sourceIds';

/**
 * `/live/s{sourceId}-{itemId}`: a channel of the viewer's own M3U list in the live player (the
 * live edge, no guide: a list carries none), with its list's name and group beside it.
 */
export default function SourceChannelPlayPage({ id }: { id?: string }) {
  const key = useMemo(() => parseSourceKey(id), [id]);
  const signedIn = useSignedIn();
  const { groups } = useSourceChannels();
  useEffect(() => {
    if (key && signedIn) void sourceChannelsActions.load();
  }, [key, signedIn]);

  const player = usePlayerController(
    { id: key && signedIn ? (id ?? null) : null, ep: 1, live: true },
    createSourceLivePlayerDeps,
  );
  const found = key && groups.status === 'loaded' ? sourceChannelsActions.find(key) : undefined;
  useNamedTitle(found?.channel.name);

  if (key === null || (groups.status === 'loaded' && !found)) {
    return <PlaceholderScreen kind="not-found" />;
  }
  if (!signedIn) {
    return <SourceLoggedOut />;
  }
  return (
    <PlaybackLayout
      back={<SourceBackButton />}
      player={
        groups.status === 'error' ? (
          <StatusView
            status="error"
            message={groups.failure?.msg}
            onRetry={() => void sourceChannelsActions.load({ force: true })}
          />
        ) : (
          <LivePlayerSurface player={player} channelId={id ?? ''} title={found?.channel.name} />
        )
      }
      side={
        <PlaybackHeading
          title={found?.channel.name}
          facts={
            found
              ? [
                  sourcePlayT('sourcePlay.fromSource', { name: found.group.sourceName }),
                  found.channel.group,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : ''
          }
          more={{ href: hrefFor('live'), label: liveT('live.title') }}
        />
      }
    />
  );
}
