import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePointerDownOutside } from '../../hooks/usePointerDownOutside';
import { CheckIcon } from '../../icons/playbackIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import barStyles from './PlayerControls.module.css';
import styles from './PlayerMenuButton.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface PlayerMenuItem {
  key: string;
  label: string;
  /** A choice (radio item) when given; without it the item is an action (设为片头结束). */
  checked?: boolean;
  /** A VIP perk this viewer lacks: still selectable (it leads to the VIP prompt), with a VIP badge. */
  locked?: boolean;
  /** A small tag after the label, e.g. 官方. */
  tag?: string;
}

export interface PlayerMenuButtonProps {
  /** The menu's name: 倍速, 清晰度, 线路, 片头片尾. */
  label: string;
  /** What the button shows: the current choice, or the label itself. */
  value: string;
  icon?: ReactNode;
  items: readonly PlayerMenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (key: string) => void;
}

const ITEM_ROLES = '[role="menuitemradio"], [role="menuitem"]';

/**
 * A control-bar button with a menu of radio items (or of actions) above it (WAI-ARIA menu
 * button): arrows move, Enter or a click picks, Escape or Tab closes and gives focus back to the
 * button.
 */
export function PlayerMenuButton({
  label,
  value,
  icon,
  items,
  open,
  onOpenChange,
  onSelect,
}: PlayerMenuButtonProps) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // Opening moves focus to the checked item, as a menu of choices should.
  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const checked = menu?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? menu?.querySelector<HTMLElement>(ITEM_ROLES))?.focus();
  }, [open]);

  // A press anywhere outside closes the menu.
  usePointerDownOutside(rootRef, open, () => onOpenChange(false));

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_ROLES) ?? [])];
    const index = options.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => options[(i + options.length) % options.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(options.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        onOpenChange(false);
        return;
      default:
        return;
    }
    // Handled here: the site's player shortcuts (arrows seek, Space plays) must not fire as well.
    event.preventDefault();
    event.stopPropagation();
  };

  const name = value === label ? label : `${label} ${value}`;

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={barStyles.textButton}
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {icon}
        {value}
      </button>
      {open && (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                tabIndex={-1}
                className={styles.menuItem}
                data-locked={item.locked ? 'true' : undefined}
                onClick={(event) => {
                  onSelect(item.key);
                  // Picked by the keyboard (no pointer press): focus goes back to the button. By
                  // the pointer, nothing keeps it, so Space goes on playing and pausing.
                  if (event.detail === 0) close();
                  else onOpenChange(false);
                }}
              >
                {item.checked !== undefined && <CheckIcon className={styles.menuCheck} />}
                <span className={styles.menuLabel}>{item.label}</span>
                {item.tag && <span className={styles.menuTag}>{item.tag}</span>}
                {item.locked && (
                  <span className={styles.vipBadge}>
                    <span aria-hidden>{playerT('player.vipBadge')}</span>
                    <VisuallyHidden>{playerT('player.vipOnly')}</VisuallyHidden>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
