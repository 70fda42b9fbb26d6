import { vipT } from '../../i18n/vipMessages';
import { QrCode } from '../QrCode/QrCode';
import styles from './InviteShare.module.css';

export interface InviteShareProps {
  link: string;
  onCopy: (link: string) => void;
  /** The last 复制链接 succeeded: say so. */
  copied?: boolean;
  qrSize?: number;
}

/** The invite link in a read-only field with 复制链接, and its QR code for a phone to scan. */
export function InviteShare({ link, onCopy, copied = false, qrSize = 144 }: InviteShareProps) {
  return (
    <div className={styles.share}>
      <div className={styles.qr}>
        <QrCode value={link} label={vipT('invite.qrLabel')} size={qrSize} />
        <p className={styles.hint}>{vipT('invite.scanHint')}</p>
      </div>
      <div className={styles.linkRow}>
        <input
          className={styles.link}
          type="text"
          readOnly
          value={link}
          aria-label={vipT('invite.title')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copy} onClick={() => onCopy(link)}>
          {vipT('invite.copy')}
        </button>
      </div>
      <output className={styles.copied}>{copied ? vipT('invite.copied') : ''}</output>
    </div>
  );
}
