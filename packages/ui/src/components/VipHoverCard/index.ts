export {
  VipHoverCard,
  vipCardAudience,
  type VipHoverCardProps,
  type VipUser,
  type VipCardAudience,
} from './VipHoverCard';
