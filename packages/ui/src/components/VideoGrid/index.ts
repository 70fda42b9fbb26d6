export {
  VideoGrid,
  VideoGridSkeleton,
  type VideoGridProps,
  type VideoGridSkeletonProps,
} from './VideoGrid';
