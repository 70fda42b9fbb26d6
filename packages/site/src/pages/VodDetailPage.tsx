import type { LineInfo } from '@xinghe/contracts/client';
import { DetailScreen, PlaceholderScreen, type EpisodeOrder } from '@xinghe/ui';
import { useEffect, useRef, useState } from 'react';
import { track } from '../analytics';
import { appEvents } from '../events';
import { askForVip } from '../player/playerDeps';
import { resumePosition, type StoppedAt } from '../player/resume';
import { hrefFor } from '../routes/paths';
import { favouritesActions, useCollected } from '../state/favourites';
import { useLocalHistory } from '../state/history';
import { prefetchLineStart } from '../player/prefetchedMedia';
import {
  isVipViewer,
  playbackActions,
  playbackState,
  useIsVipViewer,
  usePreferredLine,
} from '../state/playback';
import { keepPrefetchedLine } from '../state/prefetchedLine';
import { useSignedIn } from '../state/signedIn';
import { watchRecordsActions } from '../state/watchRecords';
import { useVodDetail, vodDetailActions } from '../state/vodDetail';
import { canonicalHref, copyText } from './detail/copyText';
import { usePlayerWarmUp, whenIdle } from './detail/usePlayerWarmUp';
import { videoId } from './params';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';
import { PhoneBackButton } from '../layout/PhoneBackButton';

const SHARE_FEEDBACK_MS = 2500;
const personHref = (id: number) => hrefFor('person', { id });

/** The play lines of a title (the same reply the player gets), for the detail page's 线路. */
function useLines(id: string | null, firstEp: number | undefined) {
  const [lines, setLines] = useState<{ id: string; list: LineInfo[] } | null>(null);
  useEffect(() => {
    if (id === null || firstEp === undefined) return;
    let live = true;
    let cancelIdle = () => {};
    const request = { id, ep: firstEp };
    void playbackActions.requestLine(request).then((reply) => {
      // The same reply opens the player if the viewer presses play soon (state/prefetchedLine.ts).
      keepPrefetchedLine(request, reply);
      if (!live || !reply.ok) return;
      setLines({ id, list: reply.data.lines });
      // And the start of its media, unless the viewer's own line is another.
      const preferred = playbackState.preferredLine;
      if (preferred === undefined || preferred === reply.data.line) {
        cancelIdle = whenIdle(() => prefetchLineStart(reply.data, isVipViewer()));
      }
    });
    return () => {
      live = false;
      cancelIdle();
    };
  }, [id, firstEp]);
  return lines?.id === id ? lines.list : undefined;
}

/** Where the viewer stopped: the server's record when logged in, else this device's history. */
function useResume(id: string | null, signedIn: boolean): StoppedAt | undefined {
  const local = useLocalHistory().find((e) => e.mid === id);
  const [server, setServer] = useState<{ id: string; record: StoppedAt | null } | null>(null);
  useEffect(() => {
    if (id === null || !signedIn) return;
    let live = true;
    void watchRecordsActions.recordOf(id).then((record) => {
      if (live) setServer({ id, record });
    });
    return () => {
      live = false;
    };
  }, [id, signedIn]);
  if (id === null) return undefined;
  const fromServer = signedIn && server?.id === id ? server.record : null;
  return fromServer ?? local;
}

/** `/vod/detail/{id}`: the title's detail screen fed by the detail store, favourites and history. */
export default function VodDetailPage({ params }: PageProps) {
  const id = videoId(params.id);
  const entry = useVodDetail(id ?? '');
  const signedIn = useSignedIn();
  const collected = useCollected(id ?? '');
  const isVip = useIsVipViewer();
  const preferredLine = usePreferredLine();
  const [order, setOrder] = useState<EpisodeOrder>('asc');
  const [shared, setShared] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  usePlayerWarmUp(rootRef);

  useEffect(() => {
    if (id !== null) void vodDetailActions.load(id);
  }, [id]);
  useEffect(() => {
    if (id !== null && signedIn) void favouritesActions.loadStatus(id);
  }, [id, signedIn]);
  useEffect(() => {
    if (!shared) return;
    const timer = setTimeout(() => setShared(false), SHARE_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [shared]);

  const detail = entry.data?.detail;
  useNamedTitle(detail?.name);
  const firstEp = detail?.videosGroup[0]?.videos[0]?.eporder;
  const lines = useLines(id, firstEp);
  const stopped = useResume(id, signedIn);
  const resumeAt = stopped?.ep ? resumePosition(stopped.ep, stopped) : null;
  const resume =
    stopped?.ep && resumeAt !== null ? { ep: stopped.ep, position: resumeAt } : undefined;

  if (id === null || entry.status === 'notFound') {
    return <PlaceholderScreen kind="not-found" />;
  }

  const chosen = lines?.find((l) => l.key === preferredLine) ?? lines?.[0];
  const playHref = (ep: number) =>
    hrefFor(chosen && !chosen.official ? 'vodPlayThird' : 'vodPlayOfficial', { id, ep });

  return (
    <div ref={rootRef}>
      <PhoneBackButton />
      <DetailScreen
        load={entry}
        lines={lines}
        line={chosen?.key}
        onSelectLine={(key) => {
          const line = lines?.find((l) => l.key === key);
          if (!line || !lines) return;
          if (line.vip && !isVip) {
            askForVip('line', id);
            return;
          }
          track('vod_actionclick', { vod_id: id, action: 'line', line: key });
          playbackActions.chooseLine(key, lines);
        }}
        collected={collected}
        onToggleCollect={() => {
          track('vod_actionclick', { vod_id: id, action: collected ? 'uncollect' : 'collect' });
          if (!signedIn) {
            appEvents.emit('openIn', { reason: 'collect' });
            return;
          }
          void favouritesActions.toggle(id);
        }}
        onShare={() => {
          track('vodshare_click', { vod_id: id });
          void copyText(canonicalHref(hrefFor('vodDetail', { id }))).then(setShared);
        }}
        shareState={shared ? 'copied' : 'idle'}
        episodeOrder={order}
        onToggleOrder={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
        playHref={playHref}
        personHref={personHref}
        resume={resume}
        onRetry={() => void vodDetailActions.load(id, { force: true })}
      />
    </div>
  );
}
