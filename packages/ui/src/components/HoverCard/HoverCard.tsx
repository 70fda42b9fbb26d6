import {
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styles from './HoverCard.module.css';

export interface HoverCardState {
  /** The card is showing now. */
  open: boolean;
  /** The card has been shown at least once: heavy content (a QR code) renders from then on. */
  engaged: boolean;
}

export interface HoverCardProps {
  /** The interactive element the card belongs to: a button or a link with its own action. */
  trigger: ReactNode;
  /** The card's content; a function gets the open state, e.g. to render a QR code only once seen. */
  children: ReactNode | ((state: HoverCardState) => ReactNode);
  /** Names the card for assistive technology. */
  label: string;
  /** Which edge of the trigger the card lines up with. */
  align?: 'start' | 'center' | 'end';
  /** Open from the start (stories, screenshots). */
  defaultOpen?: boolean;
}

/**
 * A card that opens while the pointer is over its trigger or focus is inside (trigger or card), and
 * closes when both leave or on Escape. The card stays in the accessibility tree and the tab order
 * when closed (only drawn invisible), so screen readers reach it in reading order and keyboard users
 * open it by tabbing onto the trigger and move into it with Tab.
 */
export function HoverCard({
  trigger,
  children,
  label,
  align = 'center',
  defaultOpen = false,
}: HoverCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape hides the card until the pointer and focus have both left once.
  const [dismissed, setDismissed] = useState(false);
  const [engaged, setEngaged] = useState(defaultOpen);
  const open = (defaultOpen || hovered || focused) && !dismissed;
  if (open && !engaged) setEngaged(true);

  const onPointerEnter = (event: PointerEvent) => {
    // Touch has no hover: a tap is the trigger's own action.
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = () => {
    setHovered(false);
    if (!focused) setDismissed(false);
  };
  const onFocus = () => setFocused(true);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setFocused(false);
    if (!hovered) setDismissed(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    }
  };

  return (
    // The handlers watch the pointer and focus of the whole widget; the trigger and the card's own
    // controls are the interactive elements.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.root}
      data-open={open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {trigger}
      <section className={styles.card} data-align={align} aria-label={label}>
        <div className={styles.surface}>
          {typeof children === 'function' ? children({ open, engaged }) : children}
        </div>
      </section>
    </div>
  );
}
