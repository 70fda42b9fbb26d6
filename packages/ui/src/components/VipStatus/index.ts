export { VipStatus, vipStatusLine, vipActionKey, type VipStatusProps } from './VipStatus';
export {
  vipStatusOf,
  chinaDate,
  isRenewable,
  EXPIRING_DAYS,
  type VipStatusKind,
  type VipStatusInfo,
  type VipStatusInput,
} from './vipStatusOf';
