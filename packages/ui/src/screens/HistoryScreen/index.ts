export {
  HistoryScreen,
  RECENT_HISTORY_SECONDS,
  splitHistory,
  type HistoryScreenProps,
} from './HistoryScreen';
