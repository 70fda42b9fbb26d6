import type { CollectionInfo, Loadable, VideoCard } from '@xinghe/contracts/client';
import { collectionEpisodes } from '../../components/EpisodeList/collectionEpisodes';
import { EpisodeList, type EpisodeOrder } from '../../components/EpisodeList/EpisodeList';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoRow } from '../../components/VideoRow/VideoRow';
import { detailT } from '../../i18n/detailMessages';
import { playerT } from '../../i18n/playerMessages';
import { defaultDetailHref, type DetailHref } from '../../links';
import { loadView } from '../../loadView';
import { CastList, castOfCollection, type CastEntry } from './CastList';
import { DetailHero } from './DetailHero';
import { DetailLines, linesOfCollection, type DetailLine } from './DetailLines';
import { DetailSection } from './DetailSection';
import { DetailSkeleton } from './DetailSkeleton';
import styles from './DetailScreen.module.css';

/** What the detail page loads: the title, its cast and its recommendations. */
export interface DetailData {
  /** The reply of getVodDetail (collectionInfo). */
  detail: CollectionInfo;
  /**
   * The cast with avatars and parts (getVodCast, ours); when omitted or empty, the detail's
   * director and actor names are listed instead.
   */
  cast?: readonly CastEntry[];
  recommendations: readonly VideoCard[];
}

export interface DetailScreenProps {
  load: Loadable<DetailData>;
  /**
   * The lines with their official and VIP tags (getPlayLine's `lines`, ours); when omitted or
   * empty, the detail's videosGroup names are listed.
   */
  lines?: readonly DetailLine[];
  /** The chosen line's key; the first line when omitted. */
  line?: string;
  /** Makes the lines toggle buttons; without it they are listed only. */
  onSelectLine?: (key: string) => void;
  collected: boolean;
  onToggleCollect: () => void;
  onShare: () => void;
  /** `copied` shows 链接已复制 beside the share button. */
  shareState?: 'idle' | 'copied';
  episodeOrder: EpisodeOrder;
  onToggleOrder: () => void;
  playHref: (ep: number) => string;
  personHref: (id: number) => string;
  /** Link of a recommendation; `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /** Where the viewer stopped; the play button becomes 上次观看到{time}，继续播放. */
  resume?: { ep: number; position: number };
  onRetry: () => void;
}

/**
 * The detail page of a title: poster and facts, play, 选集, lines, cast and recommendations.
 * The parts are DetailHero, DetailSection (with EpisodeList, DetailLines, CastList) and a VideoRow.
 * It renders from the real fields alone: the episodes from the first line's videos, the lines from
 * videosGroup, the cast from actor and director; score, type tag, banner and tagline when sent.
 */
export function DetailScreen(props: DetailScreenProps) {
  const { load, onRetry } = props;
  const status = loadView(load.status);
  if (status === 'loading') {
    return (
      <div className={styles.screen} data-status="loading">
        <StatusView status="loading" skeleton={<DetailSkeleton />} />
      </div>
    );
  }
  if (status === 'error' || !load.data) {
    return (
      <div className={styles.screen} data-status="error">
        <StatusView status="error" onRetry={onRetry} />
      </div>
    );
  }
  return <LoadedDetail {...props} {...load.data} />;
}

function LoadedDetail(props: DetailScreenProps & DetailData) {
  const {
    detail,
    recommendations,
    line,
    onSelectLine,
    episodeOrder,
    onToggleOrder,
    playHref,
    personHref,
    detailHref = defaultDetailHref,
    resume,
  } = props;
  const episodes = collectionEpisodes(detail);
  const isSeries = !detail.isMovie && episodes.length > 0;
  const lines = props.lines?.length ? props.lines : linesOfCollection(detail);
  const cast = props.cast?.length ? props.cast : castOfCollection(detail);

  return (
    <div className={styles.screen} data-status="loaded">
      <DetailHero {...props} episodes={episodes} />

      <div className={styles.body}>
        {isSeries && (
          <DetailSection
            title={playerT('player.episodes')}
            note={playerT('episodes.count', { n: episodes.length })}
          >
            <EpisodeList
              episodes={episodes}
              currentEp={resume?.ep}
              order={episodeOrder}
              onToggleOrder={onToggleOrder}
              episodeHref={playHref}
              label={playerT('player.episodes')}
            />
          </DetailSection>
        )}

        {lines.length > 0 && (
          <DetailSection title={detailT('detail.lines')}>
            <DetailLines lines={lines} chosen={line ?? lines[0]?.key} onSelect={onSelectLine} />
          </DetailSection>
        )}

        {cast.length > 0 && (
          <DetailSection title={detailT('detail.cast')}>
            <CastList cast={cast} personHref={personHref} />
          </DetailSection>
        )}
      </div>

      {recommendations.length > 0 && (
        <div className={styles.recommendations}>
          <VideoRow
            title={detailT('detail.recommendations')}
            videos={recommendations}
            detailHref={detailHref}
          />
        </div>
      )}
    </div>
  );
}
