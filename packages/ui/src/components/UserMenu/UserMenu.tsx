import { PAGE_PATHS } from '@xinghe/contracts/client';
import type { ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useT } from '../../i18n/I18nProvider';
import { HeartIcon, HistoryIcon, LogoutIcon, UserIcon } from '../../icons/browseIcons';
import { CoinIcon, InviteIcon, SourceIcon, TrophyIcon } from './menuIcons';
import styles from './UserMenu.module.css';
import { headerT, type PlainHeaderKey } from '../../i18n/headerMessages';
import { accountHrefs, type AccountHrefs } from '../../links';

/** Where the account items lead: 个人中心 (/userinfo) and the account pages. */
export interface UserMenuProps extends AccountHrefs {
  isLogin: boolean;
  email?: string;
  /** Visitors: the 登录 button. */
  onLogin: () => void;
  /** 退出登录; the page asks for confirmation (确定要退出登录吗？) before logging out. */
  onLogout: () => void;
  userinfoHref?: string;
}

interface MenuLink {
  label: PlainHeaderKey;
  href: string;
  icon: ReactNode;
}

/** The first character of the address, drawn in the avatar. */
const initialOf = (email: string | undefined) => email?.trim().charAt(0).toUpperCase() || '';

/**
 * Visitors get a 登录 button; a logged-in user an avatar button opening a menu (WAI-ARIA menu
 * button: arrows, Home and End move; Escape closes and returns focus; a click outside closes) with
 * 个人中心, 观看历史, 我的收藏, 我的积分, 关注的比赛, 邀请好友, 我的片源 and 退出登录.
 */
export function UserMenu(props: UserMenuProps) {
  const { isLogin, email, onLogin, onLogout, userinfoHref = PAGE_PATHS.userInfo } = props;
  const { historyHref, collectHref, pointsHref, inviteHref, sportsHref, sourcesHref } =
    accountHrefs(props);
  const t = useT();
  const links: MenuLink[] = [
    { label: 'user.center', href: userinfoHref, icon: <UserIcon className={styles.itemIcon} /> },
    { label: 'user.history', href: historyHref, icon: <HistoryIcon className={styles.itemIcon} /> },
    {
      label: 'user.favourites',
      href: collectHref,
      icon: <HeartIcon className={styles.itemIcon} />,
    },
    { label: 'user.points', href: pointsHref, icon: <CoinIcon className={styles.itemIcon} /> },
    { label: 'user.sports', href: sportsHref, icon: <TrophyIcon className={styles.itemIcon} /> },
    { label: 'user.invite', href: inviteHref, icon: <InviteIcon className={styles.itemIcon} /> },
    { label: 'user.sources', href: sourcesHref, icon: <SourceIcon className={styles.itemIcon} /> },
  ];
  // The links, then 退出登录.
  const menu = useMenuButton(links.length + 1);
  const { open, close, rootRef, buttonRef, bindItem } = menu;

  if (!isLogin) {
    return (
      <button type="button" className={styles.login} onClick={onLogin}>
        {t('auth.login')}
      </button>
    );
  }

  const initial = initialOf(email);

  return (
    <div className={styles.root} ref={rootRef} data-open={open}>
      <button
        ref={buttonRef}
        id={menu.buttonId}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menu.menuId}
        aria-label={email ? headerT('user.accountOf', { email }) : headerT('user.menuLabel')}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        {initial ? (
          <span className={styles.initial} aria-hidden="true">
            {initial}
          </span>
        ) : (
          <UserIcon className={styles.avatarIcon} />
        )}
      </button>
      <div className={styles.popup} hidden={!open}>
        {email && <p className={styles.email}>{email}</p>}
        <ul
          id={menu.menuId}
          role="menu"
          aria-labelledby={menu.buttonId}
          className={styles.menu}
          onKeyDown={menu.onMenuKeyDown}
        >
          {links.map((link, index) => (
            <li key={link.href} role="none">
              <Link
                ref={bindItem(index)}
                href={link.href}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => close(false)}
              >
                {link.icon}
                {headerT(link.label)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              ref={bindItem(links.length)}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                close(false);
                onLogout();
              }}
            >
              <LogoutIcon className={styles.itemIcon} />
              {headerT('auth.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
