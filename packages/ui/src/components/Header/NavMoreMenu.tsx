import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { ChevronDownIcon } from '../../icons/icons';
import { isNavItemActive, type NavItem } from '../../nav/navItems';
import styles from './NavMoreMenu.module.css';

export interface NavMoreMenuProps {
  items: readonly NavItem[];
  activePath?: string;
  onNavigate?: (item: NavItem) => void;
}

type FocusTarget = 'first' | 'last';

/**
 * The 更多 menu button of the header (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it
 * on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus
 * to the button; Tab, a click outside or choosing an item closes it.
 */
export function NavMoreMenu({ items, activePath, onNavigate }: NavMoreMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();
  const containsActive = items.some((item) => isNavItemActive(item.href, activePath));

  // Focus follows the roving index while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A pointer press anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    setFocusIndex(target === 'first' ? 0 : items.length - 1);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
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

  return (
    <div className={styles.root} ref={rootRef} data-open={open}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-active={containsActive}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.more')}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => {
          const active = isNavItemActive(item.href, activePath);
          return (
            <li key={item.key} role="none">
              <Link
                ref={(node: HTMLAnchorElement | null) => {
                  itemRefs.current[index] = node;
                }}
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
