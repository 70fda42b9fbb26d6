import {
  PlaceholderScreen,
  PlaybackHeading,
  PlaybackLayout,
  sourcePlayT,
  StatusView,
} from '@xinghe/ui';
import { Suspense, useEffect, useMemo } from 'react';
import { createSourcePlayerDeps, sourceResumeAt } from '../../player/sourceDeps';
import { sourceEpisodes } from '../../player/sourceLines';
import { usePlayerController } from '../../player/usePlayerController';
import { useSignedIn } from '../../state/signedIn';
import { sourceTitleActions, useSourceTitle } from '../../state/sourceTitle';
import { lazyWithTexts } from '../../lazyWithTexts';
import { PlayerSurface } from '../player/PlayerSurface';
import { positiveInt } from '../params';
import { useNamedTitle } from '../useNamedTitle';
import { SourceBackButton } from './SourceBackButton';
import { SourceLoggedOut } from './SourceLoggedOut';
import { parseSourceKey, sourceItemHref } from './sourceIds';

/** 选集: after the player, in the catalogue player's chunk of side parts. */
const PlaySidePart = lazyWithTexts(() => import('../player/PlaySideParts'));
const NO_LINES = { lines: [], current: '', isVip: false, onChoose: () => {} };

const chooseLine = (key: string) => sourceTitleActions.chooseLine(key);

/**
 * `/vod/play-thrid/s{sourceId}-{itemId}/{ep}`: a title of the viewer's own source in the site's
 * player, with its lines (the automatic fallback to the next as for our titles), its episodes and
 * the next one's countdown. No 弹幕 (there is none for a source's title) and no recommendations;
 * the position is kept in this browser (player/sourceResume.ts).
 */
export default function SourceTitlePlayPage({ id, ep: epParam }: { id?: string; ep?: string }) {
  const key = useMemo(() => parseSourceKey(id), [id]);
  const ep = positiveInt(epParam);
  const signedIn = useSignedIn();
  const { title, line } = useSourceTitle();

  useEffect(() => {
    if (key && signedIn) void sourceTitleActions.load(key);
  }, [key, signedIn]);
  useEffect(() => () => sourceTitleActions.reset(), []);

  const playable = key !== null && ep !== null && signedIn;
  const player = usePlayerController(
    {
      id: playable ? (id ?? null) : null,
      ep: ep ?? 1,
      preferredLine: line,
      resume: sourceResumeAt,
    },
    createSourcePlayerDeps,
  );
  const data = title.status === 'loaded' ? title.data : undefined;
  const episodes = useMemo(() => (data ? sourceEpisodes(data) : []), [data]);
  const episode = episodes.find((e) => e.ep === ep);
  const fullTitle = data ? [data.name, episodes.length > 1 ? episode?.title : ''].join(' ') : '';
  useNamedTitle(fullTitle.trim() || undefined);

  if (key === null || ep === null || (data && !episode)) {
    return <PlaceholderScreen kind="not-found" />;
  }
  if (!signedIn) {
    return <SourceLoggedOut />;
  }
  const episodeHref = (n: number) => sourceItemHref(key.sourceId, key.itemId, n);
  const failed = title.status === 'error' || title.status === 'notFound';

  return (
    <PlaybackLayout
      back={<SourceBackButton />}
      player={
        failed ? (
          <StatusView
            status="error"
            message={title.failure?.msg}
            onRetry={() => void sourceTitleActions.load(key, { force: true })}
          />
        ) : (
          <PlayerSurface
            player={player}
            vodId={id ?? null}
            title={fullTitle || undefined}
            poster={data?.pic || undefined}
            episodes={episodes}
            currentEp={ep}
            episodeHref={episodeHref}
            onLineChosen={chooseLine}
          />
        )
      }
      side={
        // The lines are in the player's 线路 menu (the catalogue's 线路 chips load with its page).
        <>
          <PlaybackHeading
            title={data?.name}
            facts={data ? sourcePlayT('sourcePlay.fromSource', { name: data.sourceName }) : ''}
            remarks={[data?.year, data?.remarks].filter((fact): fact is string => Boolean(fact))}
            note={data?.desc || undefined}
          />
          <Suspense fallback={null}>
            <PlaySidePart
              part="lists"
              lines={NO_LINES}
              episodes={{ episodes, currentEp: ep, episodeHref }}
            />
          </Suspense>
        </>
      }
    />
  );
}
