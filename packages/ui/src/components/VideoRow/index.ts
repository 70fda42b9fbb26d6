export { VideoRow, type VideoRowProps } from './VideoRow';
export { VideoRowSkeleton, type VideoRowSkeletonProps } from './VideoRowSkeleton';
