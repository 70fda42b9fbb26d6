/**
 * Detail and playback data shapes (issue 4), from @xinghe/contracts; re-exported here so components
 * import them from one place. `LineQuality` is the ui's older name of the contract's `QualityInfo`.
 */
export type {
  CastMember,
  CollectItem,
  EpisodeInfo,
  LineInfo,
  QualityInfo,
  QualityInfo as LineQuality,
  VodDetail,
  WatchRecord,
} from '@xinghe/contracts';
