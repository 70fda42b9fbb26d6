export {
  InfiniteScrollSentinel,
  PREFETCH_ROOT_MARGIN,
  type InfiniteScrollSentinelProps,
} from './InfiniteScrollSentinel';
