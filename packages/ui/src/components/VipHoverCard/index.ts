export { VipHoverCard, type VipHoverCardProps, type VipUser } from './VipHoverCard';
