import { InviteDialog } from '@xinghe/ui';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { useInviteShare } from './useInviteShare';

export interface InviteDialogViewProps {
  open: boolean;
  onClose: () => void;
}

/** The ui's invite dialog on the invite info: a centred box, or a bottom sheet on a phone. */
export default function InviteDialogView({ open, onClose }: InviteDialogViewProps) {
  const phone = usePhoneLayout();
  const share = useInviteShare(open);
  return (
    <InviteDialog
      open={open}
      variant={phone ? 'sheet' : 'center'}
      status={share.status}
      invite={share.invite}
      copied={share.copied}
      onCopy={share.onCopy}
      onRetry={share.onRetry}
      onClose={onClose}
    />
  );
}
