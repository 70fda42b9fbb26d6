import { useT } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { CheckIcon, CrownIcon } from '../../icons/playbackIcons';
import { Dialog } from '../Dialog/Dialog';
import { VIP_PERK_KEYS } from '../VipDialog/vipPerks';
import { formatAmount } from '../VipDialog/vipFormat';
import type { Product } from '@xinghe/contracts/client';
import styles from './DailyPopup.module.css';

export interface DailyPopupProps {
  open: boolean;
  /** The recommended package, for its price; the offer line is left out until it is known. */
  product?: Product;
  /** 开通VIP: the site opens the VIP dialog (or the login dialog for a visitor). */
  onJoin: () => void;
  onClose: () => void;
}

/** The daily VIP promotion (once a day on the first desktop visit): the perks, a price, 开通VIP. */
export function DailyPopup({ open, product, onJoin, onClose }: DailyPopupProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={vipT('dailyPopup.title')}
      description={vipT('vip.invitation')}
      onClose={onClose}
      size="sm"
      className={styles.box}
    >
      <CrownIcon className={styles.crown} />
      <ul className={styles.perks}>
        {VIP_PERK_KEYS.map((key) => (
          <li key={key} className={styles.perk}>
            <CheckIcon className={styles.perkIcon} />
            {t(key)}
          </li>
        ))}
      </ul>
      {product && (
        <p className={styles.offer}>
          {vipT('dailyPopup.offer', { name: product.name, price: formatAmount(product.price) })}
          {product.originalPrice > product.price && (
            <s className={styles.original}>
              {vipT('packages.originalPrice', { price: formatAmount(product.originalPrice) })}
            </s>
          )}
        </p>
      )}
      <button type="button" className={styles.join} onClick={onJoin} data-autofocus>
        {t('vip.join')}
      </button>
    </Dialog>
  );
}
