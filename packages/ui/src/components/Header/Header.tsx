import { PAGE_PATHS } from '@xinghe/contracts/client';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { useT } from '../../i18n/I18nProvider';
import { LogoMark } from '../../icons/icons';
import {
  INITIAL_NAV_VISIBLE_COUNT,
  isNavItemActive,
  navItems as defaultNavItems,
  splitNavItems,
  type NavItem,
} from '../../nav/navItems';
import { NavMoreMenu } from './NavMoreMenu';
import styles from './Header.module.css';

/**
 * SPEC "Header background": `transparent` on /download, `fade` on player pages, `scroll` (opaque with
 * scroll progress) on home, category, detail, person, points and vip pages, `solid` elsewhere.
 * Every background but `solid` overlays the top of the page, so the page content starts under it.
 */
export type HeaderBackground = 'solid' | 'transparent' | 'fade' | 'scroll';

export interface HeaderProps {
  /** The current path; the nav item it belongs to gets `aria-current="page"`. */
  activePath?: string;
  /** How many nav items stay in the bar; the rest go under 更多. Default 6 (SPEC initial value). */
  visibleCount?: number;
  background?: HeaderBackground;
  /** 0 (top of page) to 1 (scrolled past the fade distance); used when `background` is `scroll`. */
  scrollProgress?: number;
  /** The search box goes here. */
  searchSlot?: ReactNode;
  /** VIP card, community QR, user menu and download card go here. */
  actionsSlot?: ReactNode;
  /** Called when a nav item is chosen, before navigation (SPEC: clicking a nav item clears session storage). */
  onNavigate?: (item: NavItem) => void;
  /** The nav items; the nine of SPEC section 2 by default. */
  items?: readonly NavItem[];
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The desktop header: logo, top navigation with its 更多 overflow menu, search and action slots. */
export function Header({
  activePath,
  visibleCount = INITIAL_NAV_VISIBLE_COUNT,
  background = 'solid',
  scrollProgress = 0,
  searchSlot,
  actionsSlot,
  onNavigate,
  items = defaultNavItems,
}: HeaderProps) {
  const t = useT();
  const { visible, overflow } = splitNavItems(items, visibleCount);
  const style = { '--header-scroll-progress': clamp01(scrollProgress) } as CSSProperties;

  return (
    <header className={styles.header} data-background={background} style={style}>
      <div className={styles.inner}>
        <Link href={PAGE_PATHS.home} className={styles.brand}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName}>{t('brand.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            {visible.map((item) => {
              const active = isNavItemActive(item.href, activePath);
              return (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={active ? 'page' : undefined}
                    data-active={active}
                    onClick={() => onNavigate?.(item)}
                  >
                    {t(item.messageKey)}
                  </Link>
                </li>
              );
            })}
            {overflow.length > 0 && (
              <li>
                <NavMoreMenu items={overflow} activePath={activePath} onNavigate={onNavigate} />
              </li>
            )}
          </ul>
        </nav>
        {searchSlot !== undefined && <div className={styles.search}>{searchSlot}</div>}
        {actionsSlot !== undefined && <div className={styles.actions}>{actionsSlot}</div>}
      </div>
    </header>
  );
}
