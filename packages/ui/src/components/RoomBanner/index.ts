export { RoomBanner, type RoomBannerProps } from './RoomBanner';
