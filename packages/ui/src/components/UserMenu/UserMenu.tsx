import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import type { PlainMessageKey } from '../../i18n/format';
import { HeartIcon, HistoryIcon, LogoutIcon, UserIcon } from '../../icons/browseIcons';
import { CoinIcon, InviteIcon } from './menuIcons';
import styles from './UserMenu.module.css';

export interface UserMenuProps {
  isLogin: boolean;
  email?: string;
  /** Visitors: the 登录 button. */
  onLogin: () => void;
  /** 退出登录; the page asks for confirmation (确定要退出登录吗？) before logging out. */
  onLogout: () => void;
  /** Where the account items lead; SPEC names /userinfo, /history, /collect, /points, /invite. */
  userinfoHref?: string;
  historyHref?: string;
  collectHref?: string;
  pointsHref?: string;
  inviteHref?: string;
}

interface MenuLink {
  label: PlainMessageKey;
  href: string;
  icon: ReactNode;
}

/** The first character of the address, drawn in the avatar. */
const initialOf = (email: string | undefined) => email?.trim().charAt(0).toUpperCase() || '';

/**
 * Visitors get a 登录 button; a logged-in user an avatar button opening a menu (WAI-ARIA menu
 * button: arrows, Home and End move; Escape closes and returns focus; a click outside closes) with
 * 个人中心, 观看历史, 我的收藏, 我的积分, 邀请好友 and 退出登录.
 */
export function UserMenu({
  isLogin,
  email,
  onLogin,
  onLogout,
  userinfoHref = '/userinfo',
  historyHref = '/history',
  collectHref = '/collect',
  pointsHref = '/points',
  inviteHref = '/invite',
}: UserMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();

  const links: MenuLink[] = [
    { label: 'user.center', href: userinfoHref, icon: <UserIcon className={styles.itemIcon} /> },
    { label: 'user.history', href: historyHref, icon: <HistoryIcon className={styles.itemIcon} /> },
    {
      label: 'user.favourites',
      href: collectHref,
      icon: <HeartIcon className={styles.itemIcon} />,
    },
    { label: 'user.points', href: pointsHref, icon: <CoinIcon className={styles.itemIcon} /> },
    { label: 'user.invite', href: inviteHref, icon: <InviteIcon className={styles.itemIcon} /> },
  ];
  // The links, then 退出登录.
  const itemCount = links.length + 1;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!isLogin) {
    return (
      <button type="button" className={styles.login} onClick={onLogin}>
        {t('auth.login')}
      </button>
    );
  }

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = itemCount - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemRef = (index: number) => (node: HTMLElement | null) => {
    itemRefs.current[index] = node;
  };
  const initial = initialOf(email);

  return (
    <div className={styles.root} ref={rootRef} data-open={open}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={email ? t('user.accountOf', { email }) : t('user.menuLabel')}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
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
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {links.map((link, index) => (
            <li key={link.href} role="none">
              <Link
                ref={itemRef(index)}
                href={link.href}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => close(false)}
              >
                {link.icon}
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              ref={itemRef(links.length)}
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
              {t('auth.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
