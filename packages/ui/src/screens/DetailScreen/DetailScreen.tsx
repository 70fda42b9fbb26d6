import type { VideoSummary } from '@xinghe/contracts';
import type { EpisodeOrder } from '../../components/EpisodeList/EpisodeList';
import type { DetailHref } from '../../links';
import type { CastMember, LineInfo, VodDetail } from '../../playbackTypes';
import type { ScreenStatus } from '../HomeScreen/HomeScreen';

export interface DetailScreenProps {
  status: ScreenStatus;
  /** The reply of GET /web/v2/dianbo/collection/{id}; read when `status` is `loaded`. */
  detail?: VodDetail;
  cast: readonly CastMember[];
  recommendations: readonly VideoSummary[];
  lines?: readonly LineInfo[];
  /** The chosen line's key; the first line when omitted. */
  line?: string;
  onSelectLine?: (key: string) => void;
  collected: boolean;
  onToggleCollect: () => void;
  onShare: () => void;
  shareState?: 'idle' | 'copied';
  episodeOrder: EpisodeOrder;
  onToggleOrder: () => void;
  playHref: (ep: number) => string;
  personHref: (id: number) => string;
  detailHref?: DetailHref;
  /** Where the viewer stopped; the play button becomes 上次观看到{time}，继续播放. */
  resume?: { ep: number; position: number };
  onRetry: () => void;
}

/** The detail page of a title: poster and facts, play, 选集, lines, cast and recommendations. */
export function DetailScreen(_props: DetailScreenProps) {
  return <div />;
}
