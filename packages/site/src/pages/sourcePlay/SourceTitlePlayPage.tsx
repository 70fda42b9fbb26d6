import {
  EpisodeList,
  PlaceholderScreen,
  playerT,
  sourcePlayT,
  StatusView,
  type EpisodeOrder,
} from '@xinghe/ui';
import { useEffect, useMemo, useState } from 'react';
import { appEvents } from '../../events';
import { createSourcePlayerDeps, sourceResumeAt } from '../../player/sourceDeps';
import { sourceEpisodes } from '../../player/sourceLines';
import { usePlayerController } from '../../player/usePlayerController';
import { useSignedIn } from '../../state/signedIn';
import { sourceTitleActions, useSourceTitle } from '../../state/sourceTitle';
import { PlayerSurface } from '../player/PlayerSurface';
import styles from '../player/PlayerPage.module.css';
import { positiveInt } from '../params';
import { useNamedTitle } from '../useNamedTitle';
import { SourceBackButton } from './SourceBackButton';
import { parseSourceKey, sourceItemHref } from './sourceIds';

const openLogin = () => appEvents.emit('openIn', {});
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
    return (
      <div className={styles.page}>
        <StatusView
          status="error"
          message={sourcePlayT('sourcePlay.loggedOut')}
          onRetry={openLogin}
        />
      </div>
    );
  }
  const episodeHref = (n: number) => sourceItemHref(key.sourceId, key.itemId, n);
  const failed = title.status === 'error' || title.status === 'notFound';

  return (
    <div className={styles.page}>
      <SourceBackButton />
      <div className={styles.stage}>
        <div className={styles.playerColumn}>
          {failed ? (
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
          )}
        </div>
        <SourceSide data={data} episodes={episodes} ep={ep} episodeHref={episodeHref} />
      </div>
    </div>
  );
}

interface SourceSideProps {
  data: ReturnType<typeof useSourceTitle>['title']['data'];
  episodes: ReturnType<typeof sourceEpisodes>;
  ep: number;
  episodeHref: (ep: number) => string;
}

/**
 * Beside the player (below it on a phone): the title and its source, and 选集. The lines are in
 * the player's 线路 menu (the catalogue's 线路 chips live in its own page's chunk).
 */
function SourceSide({ data, episodes, ep, episodeHref }: SourceSideProps) {
  const [order, setOrder] = useState<EpisodeOrder>('asc');
  return (
    <aside className={styles.side}>
      {data ? (
        <div className={styles.heading}>
          <h1 className={styles.title}>{data.name}</h1>
          <p className={styles.facts}>
            {sourcePlayT('sourcePlay.fromSource', { name: data.sourceName })}
            {[data.year, data.remarks].filter(Boolean).map((fact) => (
              <span key={fact} className={styles.remark}>
                {fact}
              </span>
            ))}
          </p>
          {data.desc && <p className={styles.note}>{data.desc}</p>}
        </div>
      ) : (
        <div className={styles.headingPlaceholder} />
      )}
      {episodes.length > 1 && (
        <section className={styles.section} aria-label={playerT('player.episodes')}>
          <h2 className={styles.sectionTitle}>
            {playerT('player.episodes')}
            <span className={styles.note}>{playerT('episodes.count', { n: episodes.length })}</span>
          </h2>
          <EpisodeList
            episodes={episodes}
            currentEp={ep}
            order={order}
            onToggleOrder={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
            episodeHref={episodeHref}
            label={playerT('player.episodes')}
          />
        </section>
      )}
    </aside>
  );
}
