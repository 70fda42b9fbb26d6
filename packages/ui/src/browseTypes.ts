/**
 * The browse and search shapes of @xinghe/contracts, re-exported so pages that feed the ui screens
 * can name them from '@xinghe/ui' as well.
 */
export type {
  ActorSummary,
  FilterGroup,
  FilterKey,
  FilterPage,
  HotSearch,
  LiveSearchEntry,
  SearchData,
  VideoSummary,
} from '@xinghe/contracts';
