/**
 * The one VIP status of the viewer (SPEC "VIP status display"), from the session: the header's card,
 * /vip and /points all word it from here, so after anything that moves the expiry (a payment, a
 * points exchange) they agree at once, in the same words.
 */
import { vipStatusOf, type VipStatusInfo } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from './session';

export function useVipStatus(): VipStatusInfo {
  const { isLogin, isVip, userInfo } = useSnapshot(sessionState);
  const expireTime = userInfo?.expireTime;
  // Days are counted from when the expiry was last learned (page open, or the change itself): a
  // "now" from before an exchange would count 1 day and some seconds as 剩余2天.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 0);
    return () => clearTimeout(timer);
  }, [expireTime]);
  return vipStatusOf({ isLogin, isVip, expireTime }, now);
}
