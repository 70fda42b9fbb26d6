import { accountT } from '../../i18n/accountMessages';
import { Dialog, type DialogVariant } from '../Dialog/Dialog';
import styles from './LogoutConfirmDialog.module.css';

export interface LogoutConfirmDialogProps {
  open: boolean;
  variant?: DialogVariant;
  /** The logout call is under way: 退出登录 waits. */
  busy?: boolean;
  /** 退出登录. */
  onConfirm: () => void;
  /** 取消, the close button, Escape or the backdrop. */
  onClose: () => void;
}

/** 确定要退出登录吗？ with 取消 and 退出登录; 取消 has the focus, so Enter does not log out by accident. */
export function LogoutConfirmDialog({
  open,
  variant = 'center',
  busy,
  onConfirm,
  onClose,
}: LogoutConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      variant={variant}
      size="sm"
      title={accountT('logout.title')}
      description={accountT('logout.confirm')}
      onClose={onClose}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onClose} data-autofocus>
          {accountT('logout.cancel')}
        </button>
        <button
          type="button"
          className={styles.confirm}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {accountT('logout.submit')}
        </button>
      </div>
    </Dialog>
  );
}
