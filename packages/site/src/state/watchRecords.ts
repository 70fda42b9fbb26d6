/**
 * The viewer's watch records kept by the server (token header): the /history list, where a title
 * was left (the player's resume), and saving progress. History shown on /history is the server's
 * list merged with this device's `vod-history` (see `mergeHistory`).
 */
import type { VideoCard, WatchRecord } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, createSiteClient, type ApiClient } from '../api';
import type { LocalHistoryEntry } from './history';
import { createResource, idle, mapData, type Entry } from './resource';

export const watchRecordsState = proxy<{ records: Entry<WatchRecord[]> }>({ records: idle() });

/** The server's list, asked for on every visit to /history (loading shown meanwhile). */
const records = createResource<void, WatchRecord[]>({
  at: () => watchRecordsState.records,
  fetch: async (_, client) => mapData(await client.call('getVodRecords'), (data) => data.list),
  refresh: 'loading',
});

/**
 * Progress saved while the page goes away (pagehide) must outlive it: the same client, with
 * keep-alive requests the browser finishes after the page is gone.
 */
const keepaliveApi: ApiClient = createSiteClient({
  fetch: (input, init) => globalThis.fetch(input, { ...init, keepalive: true }),
});

export interface SaveProgress {
  mid: string;
  ep: number;
  position: number;
  duration: number;
}

export const watchRecordsActions = {
  load(client: ApiClient = api) {
    return records.reload(undefined, client);
  },

  /** Where the viewer left a title, per the server; null when never watched or on failure. */
  async recordOf(cid: string, client: ApiClient = api): Promise<WatchRecord | null> {
    const reply = await client.call('getVodRecordByCid', { params: { cid } });
    if (reply.ok) return reply.data.record;
    return null;
  },

  /** Saves progress; the server refuses an unknown length, so that waits for the metadata. */
  async save(progress: SaveProgress, urgent = false, client?: ApiClient) {
    if (!(progress.duration > 0)) return;
    const position = Math.min(progress.position, progress.duration);
    await (client ?? (urgent ? keepaliveApi : api)).call('saveVodRecord', {
      params: { ...progress, position },
    });
  },

  async remove(mid: string, client: ApiClient = api) {
    const shown = watchRecordsState.records;
    const before = shown.data;
    if (before) shown.data = ref(before.filter((r) => r.id !== mid));
    const reply = await client.call('removeVodRecord', { params: { mid } });
    if (!reply.ok && before) shown.data = before;
  },

  reset() {
    records.reset();
    watchRecordsState.records = idle();
  },
};

export const useWatchRecords = () => useSnapshot(watchRecordsState).records;

/**
 * One list for /history: the server's records and this device's entries, one per title (whichever
 * was watched last wins), newest first. A local entry needs the title's card fields, looked up in
 * `summaries`; one without them (not loaded yet, or removed from the catalogue) is left out.
 */
export function mergeHistory(
  server: readonly WatchRecord[],
  local: readonly LocalHistoryEntry[],
  summaries: (mid: string) => VideoCard | undefined,
): WatchRecord[] {
  const byId = new Map<string, WatchRecord>();
  for (const record of server) byId.set(record.id, record);
  for (const entry of local) {
    const known = byId.get(entry.mid);
    if (known && known.updatedAt >= entry.playTime) continue;
    const summary = known ?? summaries(entry.mid);
    if (!summary) continue;
    byId.set(entry.mid, {
      ...summary,
      ep: entry.ep ?? known?.ep ?? 1,
      position: entry.position ?? 0,
      duration: entry.duration ?? known?.duration ?? 0,
      updatedAt: entry.playTime,
    });
  }
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}
