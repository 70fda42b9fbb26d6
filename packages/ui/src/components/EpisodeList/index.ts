export { EpisodeList, type EpisodeListProps, type EpisodeOrder } from './EpisodeList';
