export { OfflineDownloadButton, type OfflineDownloadButtonProps } from './OfflineDownloadButton';
export {
  formatBytes,
  percentOf,
  refusalText,
  statusText,
  type OfflineProgress,
  type OfflineRefusal,
  type OfflineStatus,
} from './offlineDownload';
