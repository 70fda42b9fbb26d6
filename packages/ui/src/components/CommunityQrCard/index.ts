export { CommunityQrCard, type CommunityQrCardProps } from './CommunityQrCard';
