import type { CastMember, LineInfo, VideoSummary, VodDetail } from '@xinghe/contracts/client';
import { EpisodeList, type EpisodeOrder } from '../../components/EpisodeList/EpisodeList';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoRow } from '../../components/VideoRow/VideoRow';
import { detailT } from '../../i18n/detailMessages';
import { playerT } from '../../i18n/playerMessages';
import { defaultDetailHref, type DetailHref } from '../../links';
import type { ScreenStatus } from '../HomeScreen/HomeScreen';
import { CastList } from './CastList';
import { DetailHero } from './DetailHero';
import { DetailLines } from './DetailLines';
import { DetailSection } from './DetailSection';
import { DetailSkeleton } from './DetailSkeleton';
import styles from './DetailScreen.module.css';

export interface DetailScreenProps {
  status: ScreenStatus;
  /** The reply of GET /web/v2/dianbo/collection/{id}; read when `status` is `loaded`. */
  detail?: VodDetail;
  cast: readonly CastMember[];
  recommendations: readonly VideoSummary[];
  lines?: readonly LineInfo[];
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
 */
export function DetailScreen(props: DetailScreenProps) {
  const { status, detail, onRetry } = props;
  if (status === 'loading') {
    return (
      <div className={styles.screen} data-status="loading">
        <StatusView status="loading" skeleton={<DetailSkeleton />} />
      </div>
    );
  }
  if (status === 'error' || !detail) {
    return (
      <div className={styles.screen} data-status="error">
        <StatusView status="error" onRetry={onRetry} />
      </div>
    );
  }
  return <LoadedDetail {...props} detail={detail} />;
}

function LoadedDetail(props: DetailScreenProps & { detail: VodDetail }) {
  const {
    detail,
    cast,
    recommendations,
    lines = [],
    line,
    onSelectLine,
    episodeOrder,
    onToggleOrder,
    playHref,
    personHref,
    detailHref = defaultDetailHref,
    resume,
  } = props;
  const isSeries = detail.episodes.length > 1;

  return (
    <div className={styles.screen} data-status="loaded">
      <DetailHero {...props} />

      <div className={styles.body}>
        {isSeries && (
          <DetailSection
            title={playerT('player.episodes')}
            note={playerT('episodes.count', { n: detail.episodes.length })}
          >
            <EpisodeList
              episodes={detail.episodes}
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
