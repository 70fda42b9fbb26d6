export {
  OfflineDownloadsScreen,
  type OfflineDownloadsScreenProps,
  type OfflineItemView,
} from './OfflineDownloadsScreen';
