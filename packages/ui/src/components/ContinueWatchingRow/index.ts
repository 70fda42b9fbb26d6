export {
  ContinueWatchingRow,
  watchedRatio,
  type ContinueWatchingRowProps,
} from './ContinueWatchingRow';
