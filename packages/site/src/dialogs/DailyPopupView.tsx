import { DailyPopup } from '@xinghe/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appEvents } from '../events';
import { paymentActions, paymentState } from '../state/payment';
import { sessionState } from '../state/session';

export interface DailyPopupViewProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The ui's daily popup with the recommended package's price. 开通VIP opens the VIP dialog, or the
 * login dialog for a visitor (SPEC "Clicks while logged out").
 */
export default function DailyPopupView({ open, onClose }: DailyPopupViewProps) {
  const items = useSnapshot(paymentState).products.data ?? [];
  const product = items.find((p) => p.recommended) ?? items[0];

  useEffect(() => {
    void paymentActions.loadProducts();
  }, []);

  const join = () => {
    onClose();
    if (sessionState.isLogin) appEvents.emit('openVipDialog', {});
    else appEvents.emit('openIn', { reason: 'dailyPopup' });
  };

  return <DailyPopup open={open} product={product} onJoin={join} onClose={onClose} />;
}
