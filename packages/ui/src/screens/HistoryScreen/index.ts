export {
  HistoryScreen,
  RECENT_HISTORY_SECONDS,
  splitHistory,
  type HistoryScreenProps,
  type AccountListStatus,
} from './HistoryScreen';
