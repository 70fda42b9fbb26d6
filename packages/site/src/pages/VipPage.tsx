import { VipScreen, VipStatus, vipStatusOf } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useVipCheckout } from '../dialogs/useVipCheckout';
import { appEvents } from '../events';
import { paymentActions } from '../state/payment';
import { useSession } from '../state/session';
import { useSignedIn } from '../state/signedIn';

const openLogin = () => appEvents.emit('openIn', { reason: 'vip' });

/**
 * `/vip`: perks, packages, payment methods and the payment in place. Back from a redirect method's
 * pay page (`/vip?orderId=`), the order's result is read and polled until it is paid.
 */
export default function VipPage() {
  const orderId = new URLSearchParams(useSearch()).get('orderId');
  const signedIn = useSignedIn();
  const session = useSession();
  const checkout = useVipCheckout();
  // The status line's "now": the page's opening is close enough for a day-based status.
  const [now] = useState(Date.now);

  useEffect(() => {
    paymentActions.begin();
    return () => paymentActions.close();
  }, []);

  useEffect(() => {
    if (orderId && signedIn) void paymentActions.watchOrder(orderId);
  }, [orderId, signedIn]);

  const status = vipStatusOf(
    { isLogin: session.isLogin, isVip: session.isVip, expireTime: session.userInfo?.expireTime },
    now,
  );
  return (
    <VipScreen
      {...checkout}
      status={
        // Logged in, the page below is the way to join or renew: only a visitor gets a button.
        <VipStatus
          {...status}
          onLogin={openLogin}
          onJoin={openLogin}
          hideAction={status.kind !== 'visitor'}
        />
      }
      // SPEC "Clicks while logged out": paying needs an account first.
      onPay={signedIn ? checkout.onPay : openLogin}
      // 完成 after a payment: back to the packages (another purchase, or a renewal later).
      onDone={() => paymentActions.dropOrder()}
    />
  );
}
