/**
 * The viewer's watch history as one list: this device's `vod-history` merged with the server's
 * records when logged in (newest first, one per title). Local entries carry only ids, so their
 * titles' details are loaded (at most 6). Shared by /history and the home page's 继续观看.
 */
import type { WatchRecord } from '@xinghe/contracts/client';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isFinished } from '../../player/resume';
import { hrefFor } from '../../routes/paths';
import { historyActions, useLocalHistory } from '../../state/history';
import { useSignedIn } from '../../state/signedIn';
import { cardOfDetail, vodDetailActions, vodDetailState } from '../../state/vodDetail';
import { mergeHistory, useWatchRecords, watchRecordsActions } from '../../state/watchRecords';

const noRecords: readonly WatchRecord[] = [];

/** Where an entry leads: its episode, or the next one when that episode was watched to the end. */
export const playHref = (record: WatchRecord) => {
  // How many episodes there are is ours (a card's `episodes`): without it the viewer goes back to
  // the episode watched last.
  const next =
    isFinished(record.position, record.duration) && record.ep < (record.episodes ?? record.ep);
  return hrefFor('vodPlayOfficial', { id: record.id, ep: next ? record.ep + 1 : record.ep });
};

export function useMergedHistory() {
  const signedIn = useSignedIn();
  const local = useLocalHistory();
  const server = useWatchRecords();
  const details = useSnapshot(vodDetailState).byId;

  useEffect(() => {
    historyActions.reload();
  }, []);
  useEffect(() => {
    if (signedIn) void watchRecordsActions.load();
    else watchRecordsActions.reset();
  }, [signedIn]);

  const serverList = (signedIn && server.data) || noRecords;
  // Local entries the server does not list need their titles' card fields.
  const localIds = local.map((e) => e.mid).join(',');
  useEffect(() => {
    const known = new Set(serverList.map((r) => r.id));
    for (const mid of localIds.split(',').filter(Boolean)) {
      if (!known.has(mid)) void vodDetailActions.load(mid);
    }
  }, [localIds, serverList]);

  const records = mergeHistory(serverList, local, (mid) => {
    const detail = details[mid]?.data?.detail;
    return detail && cardOfDetail(detail);
  });
  return { signedIn, server, records };
}
