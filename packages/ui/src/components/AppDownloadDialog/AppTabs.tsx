import { useRef, type KeyboardEvent } from 'react';
import { downloadT } from '../../i18n/downloadMessages';
import { APP_KINDS, APP_TEXTS, type AppKind } from './appDownload';
import styles from './AppDownloadDialog.module.css';

export interface AppTabsProps {
  value: AppKind;
  onChange: (kind: AppKind) => void;
  /** The id prefix of the panel each tab controls. */
  panelId: string;
}

/** 手机版 / 电视版 as a WAI-ARIA tab list (arrow keys move between them). */
export function AppTabs({ value, onChange, panelId }: AppTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = APP_KINDS[(APP_KINDS.indexOf(value) + 1) % APP_KINDS.length]!;
    onChange(next);
    refs.current[APP_KINDS.indexOf(next)]?.focus();
  };
  return (
    <div role="tablist" aria-label={downloadT('download.tabsLabel')} className={styles.tabs}>
      {APP_KINDS.map((kind, index) => (
        <button
          key={kind}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${kind}`}
          aria-selected={kind === value}
          aria-controls={panelId}
          tabIndex={kind === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(kind)}
          onKeyDown={onKeyDown}
        >
          {downloadT(APP_TEXTS[kind].tab)}
        </button>
      ))}
    </div>
  );
}
