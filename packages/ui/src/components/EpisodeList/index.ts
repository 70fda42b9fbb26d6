export {
  EpisodeList,
  PlayerEpisodeList,
  DEFAULT_EPISODE_RANGE_SIZE,
  episodeName,
  type EpisodeListProps,
  type EpisodeOrder,
} from './EpisodeList';
export { episodeRanges, type EpisodeRange } from './episodeRanges';
export { collectionEpisodes, type EpisodeItem } from './collectionEpisodes';
