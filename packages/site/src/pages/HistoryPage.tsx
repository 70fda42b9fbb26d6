import { ChannelShelf, HistoryScreen, liveT } from '@xinghe/ui';
import { useState } from 'react';
import { appEvents } from '../events';
import { hrefFor } from '../routes/paths';
import { historyActions } from '../state/history';
import { watchRecordsActions } from '../state/watchRecords';
import { playHref, useMergedHistory } from './history/useMergedHistory';
import { useWatchedChannels } from './live/useLiveShelves';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const openLogin = () => appEvents.emit('openIn', { reason: 'history' });

/**
 * `/history` (观看历史): this device's `vod-history` merged with the server's records when logged
 * in (useMergedHistory). Removing an entry removes it in both places. The channels watched live
 * (`live-history`) follow in their own shelf.
 */
export default function HistoryPage() {
  const { signedIn, server, records } = useMergedHistory();
  const channels = useWatchedChannels();
  const [now] = useState(nowSeconds);

  return (
    <>
      <HistoryScreen
        load={{ ...server, data: records }}
        loggedOut={!signedIn}
        now={now}
        playHref={playHref}
        onRemove={(record) => {
          historyActions.remove(record.id);
          if (signedIn) void watchRecordsActions.remove(record.id);
        }}
        onRetry={() => void watchRecordsActions.load()}
        onLogin={openLogin}
      />
      <ChannelShelf
        title={liveT('history.liveTitle')}
        channels={channels}
        channelHref={(id) => hrefFor('liveChannel', { id })}
      />
    </>
  );
}
