import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon } from '../../icons/browseIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Dialog.module.css';
import { lockPageScroll } from './pageScrollLock';

/** `center`: a box in the middle (desktop); `sheet`: a bottom sheet across the width (phone). */
export type DialogVariant = 'center' | 'sheet';
/** The box's width in the `center` variant: sm 360 px, md 420 px, lg 640 px (never wider than the screen). */
export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Draw the title for screen readers only (the dialog keeps its name). */
  titleHidden?: boolean;
  /** A line under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The close button, Escape or a press on the backdrop. The parent owns `open` and sets it false. */
  onClose: () => void;
  variant?: DialogVariant;
  size?: DialogSize;
  /** Hide the close button (a dialog that must be answered by its own buttons still closes on Escape). */
  hideClose?: boolean;
  /** Extra class on the inner box, for a dialog's own look. */
  className?: string;
  children?: ReactNode;
}

/**
 * The modal every dialog of the site is built on: a native <dialog> opened with showModal(), so
 * focus moves in and stays in, the page behind is inert, Escape closes it and focus returns to what
 * opened it. Content mounts only while open, so a closed dialog costs nothing and starts fresh.
 * An element inside marked `data-autofocus` gets the focus on opening; otherwise the browser
 * focuses the first focusable element.
 */
export function Dialog({
  open,
  title,
  titleHidden = false,
  description,
  onClose,
  variant = 'center',
  size = 'md',
  hideClose = false,
  className,
  children,
}: DialogProps) {
  // 关闭 is the main catalogue's, so a dialog costs the first-load bundle no text.
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return lockPageScroll();
  }, [open]);

  // Escape fires `cancel`: the parent owns `open`, so ask it to close instead of closing here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  // Escape is handled here as well as through `cancel` (which Chromium skips after a repeated
  // Escape), and a handled key does not reach the page's own shortcuts.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // A press on the backdrop lands on the <dialog> element itself, outside its inner box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const heading = (
    <h2 id={titleId} className={styles.title}>
      {title}
    </h2>
  );

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop press has Escape and the close button as keyboard equivalents
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-variant={variant}
      data-size={size}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className={className ? `${styles.box} ${className}` : styles.box}>
          {titleHidden ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
          {/* Last in the order, so the browser's first focus lands on the content, not on 关闭. */}
          {!hideClose && (
            <button type="button" className={styles.close} onClick={onClose}>
              <CloseIcon />
              <VisuallyHidden>{t('dialog.close')}</VisuallyHidden>
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
