import { PlaybackLayout, sourcePlayT, StatusView } from '@xinghe/ui';
import { appEvents } from '../../events';

const openLogin = () => appEvents.emit('openIn', {});

/** A source's title or channel for a signed-out viewer: sources are an account's, so log in. */
export function SourceLoggedOut() {
  return (
    <PlaybackLayout
      player={
        <StatusView
          status="error"
          message={sourcePlayT('sourcePlay.loggedOut')}
          onRetry={openLogin}
        />
      }
    />
  );
}
