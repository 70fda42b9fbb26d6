import { LogoutConfirmDialog } from '@xinghe/ui';
import { useState } from 'react';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { accountActions } from '../state/account';

export interface LogoutDialogViewProps {
  open: boolean;
  onClose: () => void;
}

/** 退出登录 with a confirmation; `accountActions.logout` signs out whatever the server answers. */
export default function LogoutDialogView({ open, onClose }: LogoutDialogViewProps) {
  const phone = usePhoneLayout();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await accountActions.logout();
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
