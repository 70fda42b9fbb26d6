import { PAGE_PATHS, type Loadable, type UserInfo } from '@xinghe/contracts/client';
import type { ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { StatusView } from '../../components/StatusView/StatusView';
import { VipStatus, vipStatusLine } from '../../components/VipStatus/VipStatus';
import { chinaDate, vipStatusOf } from '../../components/VipStatus/vipStatusOf';
import { useT } from '../../i18n/I18nProvider';
import { accountT, type PlainAccountKey } from '../../i18n/accountMessages';
import {
  ArrowLeftIcon,
  CrownIcon,
  HeartIcon,
  HistoryIcon,
  UsersIcon,
} from '../../icons/browseIcons';
import { SourceIcon as LayersIcon } from '../../components/UserMenu/menuIcons';
import { loadView } from '../../loadView';
import styles from './UserInfoScreen.module.css';
import { accountHrefs, type AccountHrefs } from '../../links';

/** The fields of the account (`getUserDetail`) the page shows. */
export type UserInfoSummary = Pick<
  UserInfo,
  'email' | 'expireTime' | 'isVip' | 'points' | 'inviteCode' | 'createdAt'
>;

/**
 * The account links (AccountHrefs) default to the site's pages; here is the phone's way to them,
 * 我的片源 among them, since the user menu is desktop only.
 */
export interface UserInfoScreenProps extends AccountHrefs {
  /** The account's details; `error` shows a retry. */
  load: Loadable<UserInfoSummary>;
  /** Nobody signed in: a login prompt instead of the load. */
  loggedOut?: boolean;
  /** The clock for the VIP status (epoch ms): Date.now() from the page. */
  nowMs: number;
  onLogin: () => void;
  /** 续费 / 立即开通: the page opens the VIP dialog. */
  onJoin: () => void;
  /** 修改密码: the page opens the login dialog at its forgot-password step. */
  onChangePassword: () => void;
  /** 退出登录: the page asks for confirmation. */
  onLogout: () => void;
  onRetry: () => void;
  /** The header is hidden on /userinfo (SPEC), so the page has its own way back. */
  backHref?: string;
}

/**
 * /userinfo, the account page: who you are, your VIP status and expiry with 续费 / 立即开通, your
 * points and invite code, links to your lists, 修改密码 and 退出登录.
 */
export function UserInfoScreen(props: UserInfoScreenProps) {
  const { load, loggedOut = false, backHref = PAGE_PATHS.home } = props;
  const user = load.data;
  const status = loggedOut ? 'loggedOut' : loadView(load.status);
  return (
    <div className={styles.screen} data-status={status}>
      <header className={styles.top}>
        <Link href={backHref} className={styles.back}>
          <ArrowLeftIcon className={styles.backIcon} />
          <span className={styles.backText}>{accountT('userinfo.back')}</span>
        </Link>
        <h1 className={styles.heading}>{accountT('userinfo.title')}</h1>
      </header>
      {status === 'loading' && <StatusView status="loading" />}
      {status === 'error' && (
        <StatusView
          status="error"
          message={accountT('userinfo.loadFailed')}
          onRetry={props.onRetry}
        />
      )}
      {status === 'loggedOut' && (
        <div className={styles.loginPrompt}>
          <p>{accountT('userinfo.loggedOut')}</p>
          <button type="button" className={styles.primary} onClick={props.onLogin}>
            {accountT('userinfo.login')}
          </button>
        </div>
      )}
      {status === 'loaded' && user && <Account {...props} user={user} />}
    </div>
  );
}

function Account(props: UserInfoScreenProps & { user: UserInfoSummary }) {
  const { user, nowMs, onLogin, onJoin, onChangePassword, onLogout } = props;
  const { historyHref, collectHref, pointsHref, inviteHref, sportsHref, sourcesHref } =
    accountHrefs(props);
  const t = useT();
  const vip = vipStatusOf({ isLogin: true, isVip: user.isVip, expireTime: user.expireTime }, nowMs);
  const initial = user.email.trim().charAt(0).toUpperCase();
  const links: { label: PlainAccountKey; href: string; icon: ReactNode }[] = [
    { label: 'userinfo.history', href: historyHref, icon: <HistoryIcon /> },
    { label: 'userinfo.collect', href: collectHref, icon: <HeartIcon /> },
    { label: 'userinfo.pointsLink', href: pointsHref, icon: <CrownIcon /> },
    { label: 'userinfo.sports', href: sportsHref, icon: <HeartIcon /> },
    { label: 'userinfo.invite', href: inviteHref, icon: <UsersIcon /> },
    { label: 'userinfo.sources', href: sourcesHref, icon: <LayersIcon /> },
  ];

  return (
    <>
      <section className={styles.profile} data-vip={vip.kind} aria-label={user.email}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.who}>
          <p className={styles.email}>{user.email}</p>
          <VipStatus {...vip} onLogin={onLogin} onJoin={onJoin} />
        </div>
      </section>

      <dl className={styles.facts}>
        <Fact term={accountT('userinfo.vipStatus')} kind={vip.kind}>
          {vipStatusLine(t, vip) ?? accountT('userinfo.noExpiry')}
        </Fact>
        <Fact term={accountT('userinfo.expiry')}>
          {user.expireTime === null ? accountT('userinfo.noExpiry') : chinaDate(user.expireTime)}
        </Fact>
        <Fact term={accountT('userinfo.points')}>{user.points}</Fact>
        <Fact term={accountT('userinfo.inviteCode')}>
          <span className={styles.code}>{user.inviteCode}</span>
        </Fact>
        <Fact term={accountT('userinfo.memberSince')}>{chinaDate(user.createdAt)}</Fact>
      </dl>

      <nav className={styles.links} aria-label={accountT('userinfo.links')}>
        <ul className={styles.linkList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                <span className={styles.linkIcon}>{link.icon}</span>
                {accountT(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onChangePassword}>
          {accountT('userinfo.changePassword')}
        </button>
        <button type="button" className={styles.danger} onClick={onLogout}>
          {accountT('userinfo.logout')}
        </button>
      </div>
    </>
  );
}

function Fact({ term, kind, children }: { term: string; kind?: string; children: ReactNode }) {
  return (
    <div className={styles.fact} data-kind={kind}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
