import { accountT } from '../../i18n/accountMessages';
import { Dialog, type DialogVariant } from '../Dialog/Dialog';
import styles from './InfoDialog.module.css';

export interface InfoDialogProps {
  open: boolean;
  variant?: DialogVariant;
  /** 提示 when omitted. */
  title?: string;
  message: string;
  /** 知道了, the close button, Escape or the backdrop. */
  onClose: () => void;
}

/** The info dialog of the showInfo event: a title, the message and 知道了. */
export function InfoDialog({ open, variant = 'center', title, message, onClose }: InfoDialogProps) {
  return (
    <Dialog
      open={open}
      variant={variant}
      size="sm"
      title={title ?? accountT('info.title')}
      description={message}
      onClose={onClose}
    >
      <button type="button" className={styles.ok} onClick={onClose} data-autofocus>
        {accountT('info.ok')}
      </button>
    </Dialog>
  );
}
