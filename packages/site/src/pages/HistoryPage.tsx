import { HistoryScreen } from '@xinghe/ui';
import { useState } from 'react';
import { appEvents } from '../events';
import { historyActions } from '../state/history';
import { watchRecordsActions } from '../state/watchRecords';
import { playHref, useMergedHistory } from './history/useMergedHistory';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const openLogin = () => appEvents.emit('openIn', { reason: 'history' });

/**
 * `/history` (观看历史): this device's `vod-history` merged with the server's records when logged
 * in (useMergedHistory). Removing an entry removes it in both places.
 */
export default function HistoryPage() {
  const { signedIn, server, records } = useMergedHistory();
  const [now] = useState(nowSeconds);

  const status = !signedIn
    ? 'logged-out'
    : server.status === 'error'
      ? 'error'
      : server.status === 'loaded'
        ? 'loaded'
        : 'loading';

  return (
    <HistoryScreen
      status={status}
      records={records}
      now={now}
      playHref={playHref}
      onRemove={(record) => {
        historyActions.remove(record.id);
        if (signedIn) void watchRecordsActions.remove(record.id);
      }}
      onRetry={() => void watchRecordsActions.load()}
      onLogin={openLogin}
    />
  );
}
