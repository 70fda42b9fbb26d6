import type { LoadStatus } from '@xinghe/contracts/client';
import { vipT } from '../../i18n/vipMessages';
import { loadView } from '../../loadView';
import { Dialog } from '../Dialog/Dialog';
import { StatusView } from '../StatusView/StatusView';
import { InviteShare } from './InviteShare';
import type { InviteView } from './inviteTypes';
import styles from './InviteDialog.module.css';

export interface InviteDialogProps {
  open: boolean;
  /** center on desktop, a bottom sheet on a phone. */
  variant?: 'center' | 'sheet';
  status: LoadStatus;
  /** Required when `status` is loaded. */
  invite?: InviteView;
  copied?: boolean;
  onCopy: (link: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The invite dialog (the app-wide `invite` event): the link with 复制链接, its QR code, the reward. */
export function InviteDialog({
  open,
  variant = 'center',
  status,
  invite,
  copied,
  onCopy,
  onRetry,
  onClose,
}: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      title={vipT('invite.title')}
      description={invite ? vipT('invite.headline', { n: invite.pointsPerInvite }) : undefined}
      onClose={onClose}
      variant={variant}
      size="sm"
    >
      <div className={styles.body}>
        {status === 'loaded' && invite ? (
          <InviteShare link={invite.link} copied={copied} onCopy={onCopy} />
        ) : (
          <StatusView
            status={loadView(status) === 'error' ? 'error' : 'loading'}
            message={loadView(status) === 'error' ? vipT('invite.loadError') : undefined}
            onRetry={onRetry}
          />
        )}
      </div>
    </Dialog>
  );
}
