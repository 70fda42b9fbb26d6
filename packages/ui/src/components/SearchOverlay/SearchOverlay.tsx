import type { HotSearch, Suggestion } from '@xinghe/contracts/client';
import { useEffect, useRef } from 'react';
import { SearchPanel } from '../SearchBox/SearchPanel';
import styles from './SearchOverlay.module.css';
import { searchT } from '../../i18n/searchMessages';

export interface SearchOverlayProps {
  open: boolean;
  /** Escape, 取消, or after a search was chosen. */
  onClose: () => void;
  /** A keyword was submitted (trimmed, never empty); the overlay closes itself as well. */
  onSubmit: (word: string) => void;
  history: readonly string[];
  onClearHistory: () => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  /** The text as typed, for the page to ask suggestions for. */
  onTextChange?: (text: string) => void;
  suggestions?: readonly Suggestion[];
  /** A suggestion was chosen; the overlay closes itself as well. */
  onSelectSuggestion?: (suggestion: Suggestion) => void;
}

/**
 * The phone header's full-screen search (a modal dialog: focus stays inside, Escape closes, the page
 * behind is inert): the field with 取消, then 搜索历史 and 热门搜索.
 */
export function SearchOverlay({
  open,
  onClose,
  onSubmit,
  history,
  onClearHistory,
  hot,
  onSelectHot,
  onTextChange,
  suggestions,
  onSelectSuggestion,
}: SearchOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.overlay}
      aria-label={searchT('search.submit')}
      // Escape (and a phone's back gesture, which arrives as `cancel`): the owner closes it, so
      // `open` stays the one truth.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <SearchPanel
          inputRef={inputRef}
          onSubmit={(word) => {
            onSubmit(word);
            onClose();
          }}
          history={history}
          onClearHistory={onClearHistory}
          hot={hot}
          onSelectHot={(entry) => {
            onSelectHot(entry);
            onClose();
          }}
          onTextChange={onTextChange}
          suggestions={suggestions}
          onSelectSuggestion={(suggestion) => {
            onSelectSuggestion?.(suggestion);
            onClose();
          }}
          trailing={
            <button type="button" className={styles.cancel} onClick={onClose}>
              {searchT('search.cancel')}
            </button>
          }
        />
      )}
    </dialog>
  );
}
