import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CrownIcon } from '../../icons/browseIcons';
import { HoverCard } from '../HoverCard/HoverCard';
import styles from './VipHoverCard.module.css';

export interface VipUser {
  isLogin: boolean;
  isVip: boolean;
  email?: string;
  /** Epoch seconds; VIP is active while it lies in the future. */
  expireTime?: number;
}

export type VipCardAudience = 'visitor' | 'member' | 'vip';

export interface VipHoverCardProps {
  user: VipUser;
  /** Visitors: the VIP button and 登录 open the login dialog (SPEC "Clicks while logged out"). */
  onLogin: () => void;
  /** Logged in: the VIP button, 开通VIP and 续费 open the VIP dialog. */
  onJoin: () => void;
  /**
   * The VIP status line under the greeting (有效期至 / 剩余N天 / 已过期); the status texts of SPEC
   * section 4 come with the VIP work, which passes them here.
   */
  status?: ReactNode;
  /** Open from the start (stories, screenshots). */
  defaultOpen?: boolean;
}

export const vipCardAudience = (user: VipUser): VipCardAudience =>
  !user.isLogin ? 'visitor' : user.isVip ? 'vip' : 'member';

const PERKS = [
  'vip.perkBestLine',
  'vip.perkLiveChannels',
  'vip.perkDownload',
  'vip.perkAllSpeeds',
] as const;

/**
 * The header's VIP button with its card (SPEC "VIP card and status"): visitors are invited to log in,
 * members to 开通VIP, and a VIP is greeted respectfully and offered 续费.
 */
export function VipHoverCard({ user, onLogin, onJoin, status, defaultOpen }: VipHoverCardProps) {
  const t = useT();
  const audience = vipCardAudience(user);
  const act = audience === 'visitor' ? onLogin : onJoin;
  const greeting =
    audience === 'visitor'
      ? t('auth.welcome')
      : audience === 'vip'
        ? t('vip.greeting')
        : user.email
          ? t('vip.memberGreeting', { email: user.email })
          : t('vip.joinPrompt');
  const action =
    audience === 'visitor' ? t('auth.login') : audience === 'vip' ? t('vip.renew') : t('vip.join');

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
        {status !== undefined && <div className={styles.status}>{status}</div>}
        <p className={styles.perksHeading}>{t('vip.perksHeading')}</p>
        <ul className={styles.perks}>
          {PERKS.map((key) => (
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
