import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '../../i18n/I18nProvider';
import type { PlainMessageKey } from '../../i18n/format';
import { CheckIcon, CloseIcon, CrownIcon } from '../../icons/playbackIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './VipPromptDialog.module.css';

/** Why the dialog opened; picks the line under the title. */
export type VipPromptReason = 'line' | 'quality' | 'speed' | 'download' | 'live';

export interface VipPromptDialogProps {
  open: boolean;
  reason?: VipPromptReason;
  /** 开通VIP: the site opens the full VIP dialog (packages and payment, issue 5) or the VIP page. */
  onJoin: () => void;
  /** The close button, Escape or a press on the backdrop. */
  onClose: () => void;
}

const REASON_KEYS: Record<VipPromptReason, PlainMessageKey> = {
  line: 'vipPrompt.line',
  quality: 'vipPrompt.quality',
  speed: 'vipPrompt.speed',
  download: 'vipPrompt.download',
  live: 'vipPrompt.live',
};

/** The four perks of SPEC section 1, in its order. */
export const VIP_PERK_KEYS = [
  'vip.perkBestLine',
  'vip.perkLiveChannels',
  'vip.perkDownload',
  'vip.perkAllSpeeds',
] as const satisfies readonly PlainMessageKey[];

/**
 * A short modal shown when a non-VIP reaches for a perk: why, the perks, 开通VIP. It is a native modal
 * <dialog>, so focus moves in and stays in, the page behind is inert, and Escape closes it. The full
 * VIP dialog with packages (issue 5) can replace it behind the same `onJoin`, or render it first.
 */
export function VipPromptDialog({ open, reason, onJoin, onClose }: VipPromptDialogProps) {
  const t = useT();
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
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

  // Escape is handled here as well as through `cancel`: the key closes it the same way everywhere,
  // and a handled key does not reach the page's own shortcuts.
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

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop press has Escape and the close button as keyboard equivalents
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={reason ? reasonId : undefined}
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className={styles.box}>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon />
            <VisuallyHidden>{t('vipPrompt.close')}</VisuallyHidden>
          </button>
          <CrownIcon className={styles.crown} />
          <h2 id={titleId} className={styles.title}>
            {t('vipPrompt.title')}
          </h2>
          {reason && (
            <p id={reasonId} className={styles.reason}>
              {t(REASON_KEYS[reason])}
            </p>
          )}
          <h3 className={styles.perksTitle}>{t('vipPrompt.perks')}</h3>
          <ul className={styles.perks}>
            {VIP_PERK_KEYS.map((key) => (
              <li key={key} className={styles.perk}>
                <CheckIcon className={styles.perkIcon} />
                {t(key)}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.join} onClick={onJoin}>
            {t('vip.join')}
          </button>
        </div>
      )}
    </dialog>
  );
}
