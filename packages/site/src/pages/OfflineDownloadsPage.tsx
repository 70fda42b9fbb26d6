/**
 * /downloads, 我的下载: the episodes saved in this browser (state/offlineDownloads.ts) with play
 * and delete, and the player of the one playing. It works offline: the service worker keeps this
 * page and serves the stored media. When the viewer's VIP has ended (as last known: offline there
 * is no session to ask) the downloads say so and the one playing stops; nothing is deleted.
 */
import { OfflineDownloadsScreen, offlineT, type OfflineItemView } from '@xinghe/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { subscribe } from 'valtio';
import {
  offlineDownloadsActions,
  progressOf,
  useOfflineDownloads,
  vipHasEnded,
} from '../state/offlineDownloads';
import { sessionState } from '../state/session';

const OfflinePlayer = lazy(() => import('./downloads/OfflinePlayer'));

const nameOf = (item: { title: string; series: boolean; ep: number }) =>
  item.series ? `${item.title} ${offlineT('offline.episode', { ep: item.ep })}` : item.title;

export default function OfflineDownloadsPage() {
  useEffect(() => {
    offlineDownloadsActions.load();
    const note = () => offlineDownloadsActions.noteSession(sessionState);
    note();
    return subscribe(sessionState, note);
  }, []);
  const { items, vipUntil, loaded } = useOfflineDownloads();
  // Read when the list changes and every minute: an end of VIP while watching stops the video.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const vipEnded = loaded && vipHasEnded(vipUntil, now);
  const [playing, setPlaying] = useState<string | undefined>();
  const views: OfflineItemView[] = useMemo(
    () =>
      items.map((item) => ({
        key: item.key,
        title: item.title,
        episode: item.series ? item.ep : undefined,
        poster: item.poster,
        ...progressOf(item),
      })),
    [items],
  );
  const current = vipEnded
    ? undefined
    : items.find((i) => i.key === playing && i.status === 'done');
  return (
    <OfflineDownloadsScreen
      items={views}
      vipEnded={vipEnded}
      playing={current?.key}
      player={
        current?.playlistUrl && (
          <Suspense fallback={null}>
            <OfflinePlayer playlistUrl={current.playlistUrl} label={nameOf(current)} />
          </Suspense>
        )
      }
      onPlay={setPlaying}
      onDelete={(key) => {
        if (key === playing) setPlaying(undefined);
        void offlineDownloadsActions.remove(key);
      }}
      onPause={(key) => offlineDownloadsActions.pause(key)}
      onResume={(key) => offlineDownloadsActions.resume(key)}
    />
  );
}
