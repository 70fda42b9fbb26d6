export {
  BannerCarousel,
  BANNER_WIDTH,
  BANNER_HEIGHT,
  BANNER_INTERVAL_MS,
  type BannerCarouselProps,
} from './BannerCarousel';
export { BannerCarouselSkeleton } from './BannerCarouselSkeleton';
