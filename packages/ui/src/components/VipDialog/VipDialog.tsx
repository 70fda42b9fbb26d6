import { useT } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { CheckIcon } from '../../icons/playbackIcons';
import { Dialog } from '../Dialog/Dialog';
import { VIP_PERK_KEYS, VIP_REASON_KEYS, type VipPromptReason } from './vipPerks';
import { VipCheckout, type VipCheckoutProps } from './VipCheckout';
import styles from './VipDialog.module.css';

export type VipDialogVariant = 'desktop' | 'phone';

export interface VipDialogProps extends Omit<VipCheckoutProps, 'stacked' | 'onDone'> {
  open: boolean;
  /** desktop: a centred box with the perks beside the checkout; phone: a bottom sheet, stacked. */
  variant: VipDialogVariant;
  /** Why it opened (a VIP-only line, speed …): the headline under the title. */
  reason?: VipPromptReason;
  /** The close button, Escape, the backdrop, or 完成 after a successful payment. */
  onClose: () => void;
}

/**
 * The VIP dialog (SPEC section 2): the perks, the packages with the one at `selectedIndex` chosen,
 * the payment methods and 立即支付, then the payment step in place of the choice. Props only: the
 * site creates the order, polls the result and feeds `payment` back in.
 */
export function VipDialog({ open, variant, reason, onClose, ...checkout }: VipDialogProps) {
  const t = useT();
  const phone = variant === 'phone';
  return (
    <Dialog
      open={open}
      title={vipT('vipDialog.title')}
      description={reason ? vipT(VIP_REASON_KEYS[reason]) : undefined}
      onClose={onClose}
      variant={phone ? 'sheet' : 'center'}
      size="lg"
      className={styles.box}
    >
      <div className={styles.layout} data-variant={variant}>
        <section className={styles.perks} aria-label={t('vip.perksHeading')}>
          <ul className={styles.perkList}>
            {VIP_PERK_KEYS.map((key) => (
              <li key={key} className={styles.perk}>
                <CheckIcon className={styles.perkIcon} />
                {t(key)}
              </li>
            ))}
          </ul>
        </section>
        <VipCheckout {...checkout} stacked={phone} onDone={onClose} />
      </div>
    </Dialog>
  );
}
