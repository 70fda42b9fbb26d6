import { Link } from '../../nav/Link';
import { useT } from '../../i18n/I18nProvider';
import { navItems as defaultNavItems, type NavItem } from '../../nav/navItems';
import styles from './CategoryTabs.module.css';

export interface CategoryTabsProps {
  /** The current path; its tab is marked `aria-current="page"`. */
  activePath: string;
  /** The channels, in the top navigation's order (SPEC section 2) by default. */
  items?: readonly NavItem[];
  /** A tab was chosen (the site clears session storage, as the desktop nav does). */
  onNavigate?: () => void;
}

/**
 * The phone's channel tabs under the mobile header: every channel of the top navigation in one
 * row that scrolls sideways, the current one marked, so each is one tap away.
 */
export function CategoryTabs({
  activePath,
  items = defaultNavItems,
  onNavigate,
}: CategoryTabsProps) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('nav.tabsLabel')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.href === activePath;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                className={styles.tab}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                // The current tab scrolls into view when the page opens on a later channel.
                ref={current ? scrollIntoRow : undefined}
              >
                {t(item.messageKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function scrollIntoRow(element: HTMLAnchorElement | null) {
  element?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
}
