import { VipDialog, type VipPromptReason } from '@xinghe/ui';
import { useEffect } from 'react';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { track } from '../analytics';
import { paymentActions } from '../state/payment';
import { useVipCheckout } from './useVipCheckout';

export interface VipDialogViewProps {
  open: boolean;
  /** The package to preselect (the event's `index`); the recommended one when absent. */
  index?: number;
  reason?: VipPromptReason;
  onClose: () => void;
}

/**
 * The ui's VIP dialog on the payment store: desktop box or phone sheet by the layout. Each opening
 * starts from the packages; closing stops watching the order.
 */
export default function VipDialogView({ open, index, reason, onClose }: VipDialogViewProps) {
  const phone = usePhoneLayout();
  const checkout = useVipCheckout();

  useEffect(() => {
    if (!open) return;
    // SPEC analytics buy_VIP: the viewer asked to buy (开通VIP, a locked perk); 立即支付 is another.
    track('buy_VIP', { action: 'open', reason, index });
    paymentActions.begin(index);
    return () => paymentActions.close();
  }, [open, index, reason]);

  return (
    <VipDialog
      {...checkout}
      open={open}
      variant={phone ? 'phone' : 'desktop'}
      reason={reason}
      onClose={onClose}
    />
  );
}
