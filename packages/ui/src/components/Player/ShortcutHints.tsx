import { useEffect, useId, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import barStyles from './PlayerControls.module.css';
import menuStyles from './PlayerMenuButton.module.css';
import styles from './ShortcutHints.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface ShortcutHintsProps {
  seekStep: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
}

/**
 * 快捷键: a button that shows the keyboard shortcuts the site handles (Space, arrows, F). The keys are
 * drawn as symbols, which are not text to translate.
 */
export function ShortcutHints({ seekStep, open, onOpenChange, icon }: ShortcutHintsProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onOpenChange(false);
      rootRef.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  const hints: { keys: string[]; action: string }[] = [
    { keys: [playerT('player.keySpace')], action: playerT('player.shortcutPlayPause') },
    { keys: ['\u2190', '\u2192'], action: playerT('player.shortcutSeek', { n: seekStep }) },
    { keys: ['\u2191', '\u2193'], action: playerT('player.shortcutVolume') },
    { keys: ['F'], action: playerT('player.shortcutFullscreen') },
  ];

  return (
    <div className={`${menuStyles.menuRoot} ${barStyles.shortcuts}`} ref={rootRef}>
      <button
        type="button"
        className={barStyles.iconButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={playerT('player.shortcuts')}
        onClick={() => onOpenChange(!open)}
      >
        {icon}
        <VisuallyHidden>{playerT('player.shortcuts')}</VisuallyHidden>
      </button>
      {open && (
        <div id={panelId} className={menuStyles.hints}>
          <p className={styles.hintsTitle}>{playerT('player.shortcuts')}</p>
          <dl className={styles.hintList}>
            {hints.map((hint) => (
              <div key={hint.action} className={styles.hint}>
                <dt>
                  {hint.keys.map((key) => (
                    <kbd key={key} className={styles.kbd}>
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd>{hint.action}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
