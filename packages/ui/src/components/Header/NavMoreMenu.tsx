import { Link } from '../../nav/Link';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useT } from '../../i18n/I18nProvider';
import { ChevronDownIcon } from '../../icons/icons';
import { isNavItemActive, type NavItem } from '../../nav/navItems';
import styles from './NavMoreMenu.module.css';

export interface NavMoreMenuProps {
  items: readonly NavItem[];
  activePath?: string;
  onNavigate?: (item: NavItem) => void;
}

/**
 * The 更多 menu button of the header (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it
 * on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus
 * to the button; Tab, a click outside or choosing an item closes it.
 */
export function NavMoreMenu({ items, activePath, onNavigate }: NavMoreMenuProps) {
  const t = useT();
  const menu = useMenuButton(items.length);
  const { open, close, rootRef, buttonRef, bindItem } = menu;
  const containsActive = items.some((item) => isNavItemActive(item.href, activePath));

  return (
    <div className={styles.root} ref={rootRef} data-open={open}>
      <button
        ref={buttonRef}
        id={menu.buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menu.menuId}
        data-active={containsActive}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        {t('nav.more')}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul
        id={menu.menuId}
        role="menu"
        aria-labelledby={menu.buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={menu.onMenuKeyDown}
      >
        {items.map((item, index) => {
          const active = isNavItemActive(item.href, activePath);
          return (
            <li key={item.key} role="none">
              <Link
                ref={bindItem(index)}
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                aria-current={active ? 'page' : undefined}
                data-active={active}
                onClick={() => {
                  onNavigate?.(item);
                  close(false);
                }}
              >
                {t(item.messageKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
