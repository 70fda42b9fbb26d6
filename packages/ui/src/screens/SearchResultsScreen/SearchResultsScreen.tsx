import type { VideoSummary } from '@xinghe/contracts';
import type { ActorSummary, LiveSearchEntry } from '../../browseTypes';
import type { LoadStatus } from '../../components/FilterBar/FilterBar';
import type { DetailHref } from '../../links';

export type PersonHref = (id: number) => string;

export interface SearchResultsScreenProps {
  word: string;
  status: LoadStatus;
  videos: readonly VideoSummary[];
  total?: number;
  actors: readonly ActorSummary[];
  lives: readonly LiveSearchEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  detailHref?: DetailHref;
  /** `/person/{id}` by default. */
  personHref?: PersonHref;
}

export function SearchResultsScreen(_props: SearchResultsScreenProps) {
  return null;
}
