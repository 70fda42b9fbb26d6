import type { VideoSummary, VodDetail, WatchRecord } from '@xinghe/contracts/client';
import { ChannelShelf, HistoryScreen, liveT } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { appEvents } from '../events';
import { isFinished } from '../player/resume';
import { hrefFor } from '../routes/paths';
import { historyActions, useLocalHistory } from '../state/history';
import { useSignedIn } from '../state/signedIn';
import { mergeHistory, useWatchRecords, watchRecordsActions } from '../state/watchRecords';
import { vodDetailActions, vodDetailState } from '../state/vodDetail';
import { useSnapshot } from 'valtio';
import { useWatchedChannels } from './live/useLiveShelves';

const noRecords: readonly WatchRecord[] = [];
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Where an entry leads: its episode, or the next one when that episode was watched to the end. */
const playHref = (record: WatchRecord) => {
  const next = isFinished(record.position, record.duration) && record.ep < record.episodes;
  return hrefFor('vodPlayOfficial', { id: record.id, ep: next ? record.ep + 1 : record.ep });
};
const openLogin = () => appEvents.emit('openIn', { reason: 'history' });

/** The card fields of a title whose detail is loaded. */
function summaryOf(detail: VodDetail | undefined): VideoSummary | undefined {
  if (!detail) return undefined;
  const { id, title, cover, type, year, region, genres, score, remark, episodes } = detail;
  return { id, title, cover, type, year, region, genres, score, remark, episodes: episodes.length };
}

/**
 * `/history` (观看历史): this device's `vod-history` merged with the server's records when logged
 * in. Local entries carry only ids, so their titles' details are loaded (at most 6). Removing an
 * entry removes it in both places.
 */
export default function HistoryPage() {
  const signedIn = useSignedIn();
  const local = useLocalHistory();
  const server = useWatchRecords();
  const details = useSnapshot(vodDetailState).byId;
  const [now] = useState(nowSeconds);
  const channels = useWatchedChannels();

  useEffect(() => {
    historyActions.reload();
  }, []);
  useEffect(() => {
    if (signedIn) void watchRecordsActions.load();
    else watchRecordsActions.reset();
  }, [signedIn]);

  const serverList = signedIn ? server.list : noRecords;
  // Local entries the server does not list need their titles' card fields.
  const localIds = local.map((e) => e.mid).join(',');
  useEffect(() => {
    const known = new Set(serverList.map((r) => r.id));
    for (const mid of localIds.split(',').filter(Boolean).map(Number)) {
      if (!known.has(mid)) void vodDetailActions.load(mid);
    }
  }, [localIds, serverList]);

  const records = mergeHistory(serverList, local, (mid) => summaryOf(details[mid]?.detail));
  const status = !signedIn
    ? 'logged-out'
    : server.status === 'error'
      ? 'error'
      : server.status === 'loaded'
        ? 'loaded'
        : 'loading';

  return (
    <>
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
      <ChannelShelf
        title={liveT('history.liveTitle')}
        channels={channels}
        channelHref={(id) => hrefFor('liveChannel', { id })}
      />
    </>
  );
}
