export { TvDownloadCard, type TvDownloadCardProps } from './TvDownloadCard';
