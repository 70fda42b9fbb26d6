import { LogoutConfirmDialog } from '@xinghe/ui';
import { useState } from 'react';
import { api } from '../api.ts';
import { usePhoneLayout } from '../layout/usePhoneLayout.ts';
import { sessionActions } from '../state/session.ts';

export interface LogoutDialogViewProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 退出登录 with a confirmation: the server forgets the token (`logout`), and the viewer is logged
 * out here whatever it answers: the viewer asked to leave, and a call that fails must not keep
 * them in.
 */
export default function LogoutDialogView({ open, onClose }: LogoutDialogViewProps) {
  const phone = usePhoneLayout();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await api.call('logout');
    sessionActions.signOut();
    setBusy(false);
    onClose();
  };

  return (
    <LogoutConfirmDialog
      open={open}
      variant={phone ? 'sheet' : 'center'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
