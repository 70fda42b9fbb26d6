import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { vipT, type VipMessageKey } from '../../i18n/vipMessages';
import { CrownIcon } from '../../icons/playbackIcons';
import { VipCheckout, type VipCheckoutProps } from '../../components/VipDialog/VipCheckout';
import { VIP_PERK_KEYS } from '../../components/VipDialog/vipPerks';
import styles from './VipScreen.module.css';

export interface VipScreenProps extends Omit<VipCheckoutProps, 'stacked'> {
  /** The user's VIP status line (the VipStatus component, or a login prompt for a visitor). */
  status?: ReactNode;
}

// Each perk of SPEC section 1 with a line saying what it gives, in VIP_PERK_KEYS' order.
const PERK_DESCRIPTION_KEYS: readonly Extract<VipMessageKey, `vipPage.${string}`>[] = [
  'vipPage.perkBestLineDesc',
  'vipPage.perkLiveChannelsDesc',
  'vipPage.perkDownloadDesc',
  'vipPage.perkAllSpeedsDesc',
];

const NOTE_KEYS: readonly Extract<VipMessageKey, `vipPage.${string}`>[] = [
  'vipPage.noteStack',
  'vipPage.noteExpire',
  'vipPage.noteDelay',
  'vipPage.notePoints',
];

/**
 * /vip: the hero with the four perks, the user's status line, then packages, methods and
 * 立即支付 with the payment panel in place, and the purchase notes. One column on a phone.
 */
export function VipScreen({ status, ...checkout }: VipScreenProps) {
  const t = useT();
  const ids = useId();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <CrownIcon className={styles.crown} />
        <h1 className={styles.title}>{vipT('vipPage.heroTitle')}</h1>
        <p className={styles.subtitle}>{vipT('vipPage.heroSubtitle')}</p>
        {status && <div className={styles.status}>{status}</div>}
      </header>

      <section className={styles.perks} aria-labelledby={`${ids}-perks`}>
        <h2 id={`${ids}-perks`} className={styles.sectionTitle}>
          {t('vip.perksHeading')}
        </h2>
        <ul className={styles.perkList}>
          {VIP_PERK_KEYS.map((key, index) => (
            <li key={key} className={styles.perk}>
              <span className={styles.perkName}>{t(key)}</span>
              <span className={styles.perkDesc}>{vipT(PERK_DESCRIPTION_KEYS[index]!)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.checkout} aria-labelledby={`${ids}-checkout`}>
        <h2 id={`${ids}-checkout`} className={styles.sectionTitle}>
          {t('vip.join')}
        </h2>
        <VipCheckout {...checkout} />
      </section>

      <section className={styles.notes} aria-labelledby={`${ids}-notes`}>
        <h2 id={`${ids}-notes`} className={styles.sectionTitle}>
          {vipT('vipPage.notesTitle')}
        </h2>
        <ul className={styles.noteList}>
          {NOTE_KEYS.map((key) => (
            <li key={key}>{vipT(key)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
