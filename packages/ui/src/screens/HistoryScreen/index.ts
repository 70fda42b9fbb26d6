export {
  HistoryScreen,
  RECENT_HISTORY_SECONDS,
  type HistoryScreenProps,
  type AccountListStatus,
} from './HistoryScreen';
