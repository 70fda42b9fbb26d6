import { VipPromptDialog, type VipPromptReason } from '@xinghe/ui';
import { useLocation } from 'wouter';
import { hrefFor } from '../routes/paths.ts';

export interface VipPromptProps {
  open: boolean;
  reason?: VipPromptReason;
  onClose: () => void;
}

/** The ui's VIP prompt; 开通VIP leads to the VIP page until the full VIP dialog exists. */
export default function VipPrompt({ open, reason, onClose }: VipPromptProps) {
  const [, navigate] = useLocation();
  return (
    <VipPromptDialog
      open={open}
      reason={reason}
      onClose={onClose}
      onJoin={() => {
        onClose();
        navigate(hrefFor('vip'));
      }}
    />
  );
}
