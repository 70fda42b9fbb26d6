import { collectionEpisodes, PlaceholderScreen, PlaybackHeading, PlaybackLayout } from '@xinghe/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { track } from '../analytics';
import { createPlayerDeps } from '../player/playerDeps';
import { signedMediaUrl } from '../player/signing';
import { usePlayerController } from '../player/usePlayerController';
import { hrefFor } from '../routes/paths';
import { playbackActions, useIsVipViewer, usePreferredLine } from '../state/playback';
import { useVodDetail, vodDetailActions } from '../state/vodDetail';
import { vodTransferActions } from '../state/vodTransfer';
import { PlayerSurface } from './player/PlayerSurface';
import { useOfficialId } from './player/useOfficialId';
import { positiveInt, videoId } from './params';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';
import { PhoneBackButton } from '../layout/PhoneBackButton';
import { lazyWithTexts } from '../lazyWithTexts';

const THIRD_PARTY_PREFIX = '/vod/play-thrid/';

/** A title of the viewer's own source (`s{sourceId}-{itemId}`): its own chunk. */
const SourceTitlePlayPage = lazyWithTexts(() => import('./sourcePlay/sourceTitleEntry'));
const SOURCE_ITEM = /^s[1-9][0-9]*-/;
/** 线路, 选集 and the recommendations: after the player, in their own chunk. */
const PlaySidePart = lazyWithTexts(() => import('./player/PlaySideParts'));
/** 下载到本机 (offline downloads): after the player, in its own chunk. */
const OfflineDownloadPart = lazyWithTexts(() => import('./player/OfflineDownloadPart'));

/**
 * `/vod/play-official/{id}/{ep}` and `/vod/play-thrid/{id}/{ep}`: the player with the title, its
 * lines, its episodes and recommendations. play-thrid plays a third-party line and may carry a
 * third-party id, which is mapped to the official title first. An id of the viewer's own source
 * (`s7-101`, the contract's play-thrid form; no catalogue id has a dash) is its own page's.
 */
export default function VodPlayPage({ params }: PageProps) {
  if (SOURCE_ITEM.test(params.id ?? ''))
    return <SourceTitlePlayPage id={params.id} ep={params.ep} />;
  return <CatalogueTitlePlayPage params={params} />;
}

function CatalogueTitlePlayPage({ params }: PageProps) {
  const [location, navigate] = useLocation();
  const thirdParty = location.startsWith(THIRD_PARTY_PREFIX);
  const rawId = videoId(params.id);
  const ep = positiveInt(params.ep);
  const official = useOfficialId(rawId, thirdParty);
  const id = official.status === 'loaded' ? (official.data ?? null) : null;

  const entry = useVodDetail(id ?? '');
  useEffect(() => {
    if (id !== null) void vodDetailActions.load(id);
  }, [id]);

  // A play-official link made from a third-party id (a canonical URL): to the official title.
  // Anything else the detail does not know is not a page.
  const [unknownId, setUnknownId] = useState<string | null>(null);
  useEffect(() => {
    if (thirdParty || rawId === null || entry.status !== 'notFound') return;
    let live = true;
    void vodTransferActions.load(rawId).then((mapped) => {
      if (!live) return;
      const officialId = mapped.data;
      if (mapped.status === 'loaded' && officialId && officialId !== rawId && ep !== null) {
        navigate(hrefFor('vodPlayOfficial', { id: officialId, ep }), { replace: true });
      } else {
        setUnknownId(rawId);
      }
    });
    return () => {
      live = false;
    };
  }, [thirdParty, rawId, ep, entry.status, navigate]);

  const route = thirdParty ? 'vodPlayThird' : 'vodPlayOfficial';
  const episodeHref = (n: number) => hrefFor(route, { id: rawId ?? '', ep: n });
  const preferredLine = usePreferredLine();
  const player = usePlayerController(
    {
      id: ep === null ? null : id,
      ep: ep ?? 1,
      preferThirdParty: thirdParty,
      preferredLine,
    },
    createPlayerDeps,
  );

  const viewerIsVip = useIsVipViewer();
  const isVip = viewerIsVip || player.view.downloadable;
  const detail = entry.data?.detail;
  const recommendations = entry.data?.recommendations ?? [];
  const episodes = useMemo(() => (detail ? collectionEpisodes(detail) : []), [detail]);
  const episode = episodes.find((e) => e.ep === ep);
  const name = detail ? [detail.name, episodes.length > 1 ? episode?.title : undefined] : [];
  const fullTitle = name.filter(Boolean).join(' ');
  useNamedTitle(fullTitle || undefined);

  const noSuchEpisode = detail !== undefined && episode === undefined;
  if (
    rawId === null ||
    ep === null ||
    official.status === 'error' ||
    official.status === 'notFound' ||
    unknownId === rawId ||
    noSuchEpisode
  ) {
    return <PlaceholderScreen kind="not-found" />;
  }

  const onChooseLine = (key: string) => {
    track('vod_actionclick', { vod_id: id ?? undefined, ep, action: 'line', line: key });
    const line = player.view.lines.find((l) => l.key === key);
    if (line && (!line.vip || isVip)) playbackActions.chooseLine(key, player.view.lines);
    player.controller.switchLine(key);
  };
  return (
    <PlaybackLayout
      back={<PhoneBackButton />}
      player={
        <PlayerSurface
          player={player}
          vodId={id}
          title={fullTitle || undefined}
          poster={detail?.banner}
          episodes={episodes}
          currentEp={ep}
          episodeHref={episodeHref}
          danmaku
        />
      }
      side={
        <>
          <PlaybackHeading
            title={detail && id !== null ? detail.name : undefined}
            href={id !== null ? hrefFor('vodDetail', { id }) : undefined}
            facts={detail ? [String(detail.time), ...(detail.genres ?? [])].join(' · ') : ''}
            remarks={detail?.countStr ? [detail.countStr] : []}
          />
          <Suspense fallback={null}>
            <OfflineDownloadPart
              viewer={{ isVip, signUrl: signedMediaUrl }}
              target={
                detail && id !== null && player.view.line && player.view.quality
                  ? {
                      id,
                      ep,
                      title: detail.name,
                      series: !detail.isMovie,
                      poster: detail.imgUrl,
                      line: player.view.line,
                      quality: player.view.quality,
                    }
                  : null
              }
            />
          </Suspense>
          <Suspense fallback={null}>
            <PlaySidePart
              part="lists"
              lines={{
                lines: player.view.lines,
                current: player.view.line,
                isVip: viewerIsVip,
                onChoose: onChooseLine,
              }}
              episodes={{ episodes, currentEp: ep, episodeHref }}
            />
          </Suspense>
        </>
      }
      below={
        recommendations.length > 0 && (
          <Suspense fallback={null}>
            <PlaySidePart part="recommendations" videos={recommendations} />
          </Suspense>
        )
      }
    />
  );
}
