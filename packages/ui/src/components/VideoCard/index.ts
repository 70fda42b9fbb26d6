export { VideoCard, POSTER_WIDTH, POSTER_HEIGHT, type VideoCardProps } from './VideoCard';
export { VideoCardSkeleton } from './VideoCardSkeleton';
