export {
  ContinueWatchingRow,
  isSeriesRecord,
  watchedRatio,
  type ContinueWatchingRowProps,
} from './ContinueWatchingRow';
