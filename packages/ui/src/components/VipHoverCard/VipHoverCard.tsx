import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CrownIcon } from '../../icons/browseIcons';
import { HoverCard } from '../HoverCard/HoverCard';
import { VipStatus, vipActionKey } from '../VipStatus/VipStatus';
import { vipStatusOf } from '../VipStatus/vipStatusOf';
import { VIP_PERK_KEYS } from '../VipDialog/vipPerks';
import styles from './VipHoverCard.module.css';

export interface VipUser {
  isLogin: boolean;
  isVip: boolean;
  email?: string;
  /**
   * Epoch seconds; VIP is active while it lies in the future. null: never VIP. When given (even
   * null), the card shows the VIP status line itself and its button follows the status.
   */
  expireTime?: number | null;
}

export type VipCardAudience = 'visitor' | 'member' | 'vip';

export interface VipHoverCardProps {
  user: VipUser;
  /** Visitors: the VIP button and 登录 open the login dialog (SPEC "Clicks while logged out"). */
  onLogin: () => void;
  /** Logged in: the VIP button, 开通VIP and 续费 open the VIP dialog. */
  onJoin: () => void;
  /**
   * Replaces the VIP status line under the greeting; without it, a logged-in user with an
   * `expireTime` (number or null) gets the VipStatus line (有效期至 / 剩余N天 / 已过期).
   */
  status?: ReactNode;
  /** The clock for the status line (stories, tests); Date.now() when omitted. */
  nowMs?: number;
  /** Open from the start (stories, screenshots). */
  defaultOpen?: boolean;
}

export const vipCardAudience = (user: VipUser): VipCardAudience =>
  !user.isLogin ? 'visitor' : user.isVip ? 'vip' : 'member';

/**
 * The header's VIP button with its card (SPEC "VIP card and status"): visitors are invited to log in,
 * members to 开通VIP, and a VIP is greeted respectfully and offered 续费.
 */
export function VipHoverCard({
  user,
  onLogin,
  onJoin,
  status,
  nowMs,
  defaultOpen,
}: VipHoverCardProps) {
  const t = useT();
  const audience = vipCardAudience(user);
  // The status is known once the site passes the expiry (null included); until then the card
  // speaks from `isVip` alone.
  const knowsExpiry = user.isLogin && user.expireTime !== undefined;
  const clock = useMinuteClock(knowsExpiry && nowMs === undefined, user.expireTime);
  const vipStatus = knowsExpiry ? vipStatusOf(user, nowMs ?? clock) : undefined;
  const act = audience === 'visitor' ? onLogin : onJoin;
  const greeting =
    audience === 'visitor'
      ? t('auth.welcome')
      : audience === 'vip'
        ? t('vip.greeting')
        : user.email
          ? t('vip.memberGreeting', { email: user.email })
          : t('vip.joinPrompt');
  const action = vipStatus
    ? t(vipActionKey(vipStatus.kind))
    : audience === 'visitor'
      ? t('auth.login')
      : audience === 'vip'
        ? t('vip.renew')
        : t('vip.join');
  const statusLine =
    status ??
    (vipStatus && vipStatus.kind !== 'none' ? (
      <VipStatus {...vipStatus} onLogin={onLogin} onJoin={onJoin} hideAction />
    ) : undefined);

  return (
    <HoverCard
      label={t('vip.cardLabel')}
      align="center"
      defaultOpen={defaultOpen}
      trigger={
        <button
          type="button"
          className={styles.trigger}
          data-audience={audience}
          aria-label={t('vip.cardLabel')}
          onClick={act}
        >
          <CrownIcon className={styles.crown} />
          {t('vip.badge')}
        </button>
      }
    >
      <div className={styles.card} data-audience={audience}>
        <p className={styles.greeting}>{greeting}</p>
        {audience === 'member' && user.email && (
          <p className={styles.hint}>{t('vip.joinPrompt')}</p>
        )}
        {statusLine !== undefined && <div className={styles.status}>{statusLine}</div>}
        <p className={styles.perksHeading}>{t('vip.perksHeading')}</p>
        <ul className={styles.perks}>
          {VIP_PERK_KEYS.map((key) => (
            <li key={key} className={styles.perk}>
              <CrownIcon className={styles.perkIcon} />
              {t(key)}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.action} data-audience={audience} onClick={act}>
          {action}
        </button>
      </div>
    </HoverCard>
  );
}

/**
 * The time, read on mount, again each minute while `running`, and at once when `expiry` changes:
 * the header stays mounted for hours (剩余N天 must turn into 已过期 without a reload), and a new
 * expiry (a payment, a points exchange) is counted from now, not from up to a minute ago.
 */
function useMinuteClock(running: boolean, expiry: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    // Read again for a new expiry (the effect reruns), then each minute.
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, expiry]);
  return now;
}
