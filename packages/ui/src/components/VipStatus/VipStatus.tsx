import { useT } from '../../i18n/I18nProvider';
import type { Translate } from '../../i18n/format';
import { isRenewable, type VipStatusInfo, type VipStatusKind } from './vipStatusOf';
import styles from './VipStatus.module.css';

export interface VipStatusProps extends VipStatusInfo {
  /** Visitors: 登录. */
  onLogin: () => void;
  /** Logged in: 续费 (vip, expiring) or 立即开通 (expired, none); the page opens the VIP dialog. */
  onJoin: () => void;
  /** Leave the button out (a card that has its own button under the status line). */
  hideAction?: boolean;
}

/**
 * The status line of SPEC "VIP status display" (VIP有效期至{date} / VIP剩余{n}天 / VIP已过期 /
 * 欢迎登录，享受更好的体验) and its button. Spread `vipStatusOf(user, Date.now())` into it.
 * Its texts are main-catalogue keys: the header renders it, so it must not pull in an area catalogue.
 */
export function VipStatus({ kind, date, daysLeft, onLogin, onJoin, hideAction }: VipStatusProps) {
  const t = useT();
  const line = vipStatusLine(t, { kind, date, daysLeft });
  return (
    <div className={styles.status} data-kind={kind}>
      {line && <p className={styles.line}>{line}</p>}
      {!hideAction && (
        <button
          type="button"
          className={styles.action}
          data-kind={kind}
          onClick={kind === 'visitor' ? onLogin : onJoin}
        >
          {t(vipActionKey(kind))}
        </button>
      )}
    </div>
  );
}

/** The status line's text, or undefined when there is none (`none`: just 立即开通). */
export function vipStatusLine(t: Translate, { kind, date, daysLeft }: VipStatusInfo) {
  switch (kind) {
    case 'visitor':
      return t('auth.welcome');
    case 'vip':
      return t('vip.validUntil', { date: date ?? '' });
    case 'expiring':
      return t('vip.daysLeft', { n: daysLeft ?? 1 });
    case 'expired':
      return t('vip.expired');
    case 'none':
      return undefined;
  }
}

/** The button's catalogue key: 登录, 续费 or 立即开通. */
export const vipActionKey = (kind: VipStatusKind) =>
  kind === 'visitor' ? 'auth.login' : isRenewable(kind) ? 'vip.renew' : 'vip.activate';
