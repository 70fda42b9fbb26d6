import { VipScreen, VipStatus } from '@xinghe/ui';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useVipCheckout } from '../dialogs/useVipCheckout';
import { appEvents } from '../events';
import { paymentActions } from '../state/payment';
import { useSignedIn } from '../state/signedIn';
import { useVipStatus } from '../state/vipStatus';

const openLogin = () => appEvents.emit('openIn', { reason: 'vip' });

/**
 * `/vip`: perks, packages, payment methods and the payment in place. Back from a redirect method's
 * pay page (`/vip?orderId=`), the order's result is read and polled until it is paid.
 */
export default function VipPage() {
  const orderId = new URLSearchParams(useSearch()).get('orderId');
  const signedIn = useSignedIn();
  const checkout = useVipCheckout();
  const status = useVipStatus();

  useEffect(() => {
    paymentActions.begin();
    return () => paymentActions.close();
  }, []);

  useEffect(() => {
    if (orderId && signedIn) void paymentActions.watchOrder(orderId);
  }, [orderId, signedIn]);

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
