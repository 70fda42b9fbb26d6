import { liveT, PlaceholderScreen, sourcePlayT, StatusView } from '@xinghe/ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { appEvents } from '../../events';
import { createSourceLivePlayerDeps } from '../../player/sourceLiveDeps';
import { usePlayerController } from '../../player/usePlayerController';
import { hrefFor } from '../../routes/paths';
import { useSignedIn } from '../../state/signedIn';
import { sourceChannelsActions, useSourceChannels } from '../../state/sourceChannels';
import { LivePlayerSurface } from '../live/LivePlayerSurface';
import styles from './SourceChannelPlayPage.module.css';
import { useNamedTitle } from '../useNamedTitle';
import { SourceBackButton } from './SourceBackButton';
import { parseSourceKey } from './sourceIds';

const openLogin = () => appEvents.emit('openIn', {});

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
    return (
      <div className={styles.page}>
        <StatusView
          status="error"
          message={sourcePlayT('sourcePlay.loggedOut')}
          onRetry={openLogin}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <SourceBackButton />
      <div className={styles.stage}>
        <div className={styles.player}>
          {groups.status === 'error' ? (
            <StatusView
              status="error"
              message={groups.failure?.msg}
              onRetry={() => void sourceChannelsActions.load({ force: true })}
            />
          ) : (
            <LivePlayerSurface player={player} channelId={id ?? ''} title={found?.channel.name} />
          )}
        </div>
        <aside className={styles.side}>
          {found && (
            <>
              <h1 className={styles.title}>{found.channel.name}</h1>
              <p className={styles.facts}>
                {[
                  sourcePlayT('sourcePlay.fromSource', { name: found.group.sourceName }),
                  found.channel.group,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </>
          )}
          <Link className={styles.back} href={hrefFor('live')}>
            {liveT('live.title')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
