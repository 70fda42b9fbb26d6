/**
 * The one VIP status of the viewer (SPEC "VIP status display"), from the session: the header's card,
 * /vip and /points all word it from here, so after anything that moves the expiry (a payment, a
 * points exchange) they agree at once, in the same words.
 */
import { vipStatusOf, type VipStatusInfo } from '@xinghe/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from './session';

export function useVipStatus(): VipStatusInfo {
  const { isLogin, isVip, userInfo } = useSnapshot(sessionState);
  // The page's opening is close enough for a status counted in days.
  const [now] = useState(Date.now);
  return vipStatusOf({ isLogin, isVip, expireTime: userInfo?.expireTime }, now);
}
