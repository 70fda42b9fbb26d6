import type { Loadable } from '@xinghe/contracts/client';
import { ChannelZapList, LiveChannelScreen, liveT } from '@xinghe/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { track } from '../analytics';
import { appEvents } from '../events';
import { createLivePlayerDeps } from '../player/liveDeps';
import { usePlayerController } from '../player/usePlayerController';
import { hrefFor } from '../routes/paths';
import {
  liveChannelsActions,
  useChannelGroups,
  useGuide,
  useLiveChannel,
} from '../state/live/channels';
import { chinaDate, guideDays } from '../state/live/guideDays';
import { liveUserActions, useLiveUser } from '../state/live/liveUser';
import { useSignedIn } from '../state/signedIn';
import { LivePlayerSurface } from './live/LivePlayerSurface';
import { channelSlug } from './live/channelSlug';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';
import { lazyWithTexts } from '../lazyWithTexts';

/** A channel of the viewer's own M3U list (`s{sourceId}-{itemId}`): its own chunk. */
const SourceChannelPlayPage = lazyWithTexts(() => import('./sourcePlay/SourceChannelPlayPage'));
const SOURCE_CHANNEL = /^s[1-9][0-9]*-/;

const NO_CHANNEL: Loadable<never> = { status: 'notFound' };

/** The guide's highlight moves with the clock; a minute is fine enough for programmes. */
const TICK_MS = 60_000;

function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /live/{slug}: the live player, the channel list for zapping, the channel's guide and
 * description, favourite and share; or a channel of the viewer's own list (`/live/s8-0`), which
 * its own page plays.
 */
export default function LiveChannelPage({ params }: PageProps) {
  if (SOURCE_CHANNEL.test(params.id ?? '')) return <SourceChannelPlayPage id={params.id} />;
  return <OurChannelPage params={params} />;
}

function OurChannelPage({ params }: PageProps) {
  const id = channelSlug(params.id);
  // A parameter that is no slug shows the not-found view; hooks still need a key.
  const channelId = id ?? '';
  const entry = useLiveChannel(channelId);
  const signedIn = useSignedIn();
  const { collected } = useLiveUser();
  const now = useNowSeconds();
  const days = useMemo(
    () => guideDays(now * 1000, liveT('channel.today'), liveT('channel.tomorrow')),
    // The list changes with the day only.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [chinaDate(now * 1000)],
  );
  const [date, setDate] = useState(days[0]!.date);
  const guide = useGuide(channelId, date);
  const [shareNotice, setShareNotice] = useState<string>();
  const player = usePlayerController({ id, ep: 1, live: true }, createLivePlayerDeps);
  useNamedTitle(entry.data?.channel.name);
  const [, navigate] = useLocation();
  const groups = useChannelGroups();

  // The list for zapping: the same groups as /live, asked for once.
  useEffect(() => void liveChannelsActions.loadGroups(), []);

  useEffect(() => {
    if (id === null) return;
    void liveChannelsActions.loadChannel(id);
  }, [id]);
  useEffect(() => {
    if (id !== null) void liveChannelsActions.loadGuide(id, date);
  }, [id, date]);
  useEffect(() => {
    if (id !== null && signedIn) void liveUserActions.loadCollected(id);
  }, [id, signedIn]);

  const share = async () => {
    track('channelshare_click', { channel_id: channelId });
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    setShareNotice(liveT('channel.shared'));
  };

  return (
    <LiveChannelScreen
      load={id === null ? NO_CHANNEL : entry}
      player={
        <LivePlayerSurface player={player} channelId={channelId} title={entry.data?.channel.name} />
      }
      guide={{
        load: guide,
        days,
        date,
        now,
        onDateChange: setDate,
        onRetry: () => void liveChannelsActions.loadGuide(channelId, date),
      }}
      collected={collected[channelId] ?? false}
      shareNotice={shareNotice}
      backHref={hrefFor('live')}
      onToggleCollect={() => {
        if (!signedIn) {
          appEvents.emit('openIn', { reason: 'collect' });
          return;
        }
        void liveUserActions.toggle(channelId);
      }}
      onShare={() => void share()}
      onRetry={() => liveChannelsActions.retryChannel(channelId)}
      zapList={
        <ChannelZapList
          groups={groups.data?.channelGroups ?? []}
          currentId={channelId}
          channelHref={(slug) => hrefFor('liveChannel', { id: slug })}
          // Same page, new channel: the player stays and opens the new stream.
          onZap={(slug) => navigate(hrefFor('liveChannel', { id: slug }))}
        />
      }
    />
  );
}
