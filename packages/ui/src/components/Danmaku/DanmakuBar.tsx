import { useState } from 'react';
import { danmakuT } from '../../i18n/danmakuMessages';
import { Dialog } from '../Dialog/Dialog';
import { DanmakuComposer, type DanmakuComposerProps } from './DanmakuComposer';
import { DanmakuList, type DanmakuListProps } from './DanmakuList';
import { DanmakuSettingsPanel } from './DanmakuSettingsPanel';
import type { DanmakuSettings } from './settings';
import styles from './DanmakuBar.module.css';

export interface DanmakuBarProps
  extends
    Omit<DanmakuComposerProps, 'enabled' | 'focusOnOpen'>,
    Omit<DanmakuListProps, 'comments'> {
  /** The comments just before the playhead, for 弹幕列表 (and 举报). */
  recent: DanmakuListProps['comments'];
  settings: DanmakuSettings;
  onSettingsChange: (next: DanmakuSettings) => void;
  /** A phone: 发弹幕 opens the posting box in a bottom sheet instead of showing it inline. */
  phone?: boolean;
  /** Open the settings panel from the start (a story of its states). */
  defaultSettingsOpen?: boolean;
}

/** Under the player: 弹幕 on/off, 弹幕设置, and the posting box (a sheet on a phone). */
export function DanmakuBar({
  settings,
  onSettingsChange,
  phone = false,
  defaultSettingsOpen = false,
  recent,
  reasons,
  reported,
  onReport,
  ...composer
}: DanmakuBarProps) {
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const [listOpen, setListOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const toggle = () => onSettingsChange({ ...settings, enabled: !settings.enabled });
  const composerProps = { ...composer, enabled: settings.enabled };

  return (
    <div className={styles.bar} data-phone={phone || undefined}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={settings.enabled}
          onClick={toggle}
        >
          {danmakuT('danmaku.layer')}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen((open) => !open)}
        >
          {danmakuT('danmaku.settings')}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-expanded={listOpen}
          onClick={() => setListOpen((open) => !open)}
        >
          {danmakuT('list.open')}
        </button>
        {phone && (
          <button
            type="button"
            className={styles.post}
            onClick={() => (composer.signedIn ? setSheetOpen(true) : composer.onLogin())}
          >
            {danmakuT('composer.open')}
          </button>
        )}
      </div>
      {!phone && <DanmakuComposer {...composerProps} />}
      {/* On a phone the sheet closes on 发送: a refusal is told under the bar. */}
      {phone && !sheetOpen && composer.error && (
        <p className={styles.error} role="alert">
          {composer.error}
        </p>
      )}
      {listOpen && (
        <div className={styles.list}>
          <DanmakuList
            comments={recent}
            reasons={reasons}
            reported={reported}
            onReport={(id, reason) =>
              composer.signedIn ? onReport(id, reason) : composer.onLogin()
            }
          />
        </div>
      )}
      {settingsOpen && (
        <div className={styles.popover}>
          <DanmakuSettingsPanel settings={settings} onChange={onSettingsChange} />
        </div>
      )}
      {phone && (
        <Dialog
          open={sheetOpen}
          variant="sheet"
          title={danmakuT('composer.label')}
          onClose={() => setSheetOpen(false)}
        >
          <DanmakuComposer
            {...composerProps}
            focusOnOpen
            onSend={(text, color) => {
              composer.onSend(text, color);
              setSheetOpen(false);
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
