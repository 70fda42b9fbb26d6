import type { HotSearch, Suggestion } from '@xinghe/contracts/client';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { usePointerDownOutside } from '../../hooks/usePointerDownOutside';
import { SearchField } from './SearchField';
import { hasSuggestions, SearchSuggestions } from './SearchSuggestions';
import { optionId, SuggestionList } from './SuggestionList';
import { SEARCH_MAX_LENGTH, useSearchText } from './useSearchText';
import styles from './SearchBox.module.css';

export { SEARCH_MAX_LENGTH };

/** One empty list for every render: a new list is what resets the chosen suggestion. */
const NO_SUGGESTIONS: readonly Suggestion[] = [];

export interface SearchBoxProps {
  /** Controlled text; leave undefined for an uncontrolled box seeded by `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the trimmed keyword on Enter or the search icon; never with an empty one. */
  onSubmit: (word: string) => void;
  /** Search history, newest first. */
  history: readonly string[];
  /** 删除: empty the history. */
  onClearHistory: () => void;
  /** The hot-search list; shown in groups of six with 换一批. */
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  /** At most this many characters; typing beyond is cut. 20 by default (SPEC section 5). */
  maxLength?: number;
  /** What to suggest for the text typed; while there are some they replace history and hot. */
  suggestions?: readonly Suggestion[];
  onSelectSuggestion?: (suggestion: Suggestion) => void;
}

/**
 * The desktop header's search box (SPEC "Search box", "Search dropdown"): a field and a dropdown with
 * 搜索历史 and 热门搜索 that opens on focus or click and closes on a click outside, on blur (focus
 * leaving the box and its dropdown) and on Escape, which keeps focus in the field. While the
 * viewer types, suggestions for the text replace the two lists.
 */
export function SearchBox({
  value,
  defaultValue,
  onChange,
  onSubmit,
  history,
  onClearHistory,
  hot,
  onSelectHot,
  maxLength = SEARCH_MAX_LENGTH,
  suggestions = NO_SUGGESTIONS,
  onSelectSuggestion,
}: SearchBoxProps) {
  const [text, setText] = useSearchText({ value, defaultValue, onChange, maxLength });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusWithoutOpening = useRef(false);
  const panelId = useId();
  const suggesting = text.trim() !== '' && suggestions.length > 0;
  const showPanel = open && (suggesting || hasSuggestions(history, hot));
  const listId = `${panelId}-suggestions`;
  // A new list starts with nothing chosen: Enter then searches the text as typed.
  const [shownList, setShownList] = useState(suggestions);
  if (shownList !== suggestions) {
    setShownList(suggestions);
    setActive(-1);
  }

  // A pointer press anywhere outside the box closes the dropdown (focus may not move: e.g. a click
  // on the page background while the field keeps focus in some browsers).
  usePointerDownOutside(rootRef, open, () => setOpen(false));

  // Pressing inside the dropdown must not take focus from the field: that would be a blur that
  // closes it before the click lands (Safari does not focus a clicked button). Keyboard users still
  // Tab into its buttons. A focus guard, not an interaction, so it is a plain DOM listener.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    panel.addEventListener('mousedown', keepFocus);
    return () => panel.removeEventListener('mousedown', keepFocus);
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !rootRef.current?.contains(next)) setOpen(false);
  };

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    onSelectSuggestion?.(suggestion);
  };

  /** Arrow keys walk the suggestions (wrapping through none), Enter opens the one chosen. */
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggesting || !showPanel) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      // Focus returns to the field without reopening what Escape just closed.
      focusWithoutOpening.current = true;
      inputRef.current?.focus();
      focusWithoutOpening.current = false;
    }
  };

  const submit = (word: string) => {
    setOpen(false);
    onSubmit(word);
  };

  return (
    // Escape from anywhere inside (the field or a dropdown button) closes the dropdown.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={styles.root}
      data-open={showPanel}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SearchField
        value={text}
        onChange={(next) => {
          setText(next);
          setOpen(true);
        }}
        onSubmit={submit}
        maxLength={maxLength}
        inputRef={inputRef}
        onFocus={() => {
          if (!focusWithoutOpening.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onFieldKeyDown}
        suggestions={{
          'aria-controls': suggesting ? listId : undefined,
          'aria-activedescendant': suggesting && active >= 0 ? optionId(listId, active) : undefined,
        }}
      />
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!showPanel}>
        {suggesting ? (
          <SuggestionList id={listId} suggestions={suggestions} active={active} onSelect={choose} />
        ) : (
          <SearchSuggestions
            history={history}
            onClearHistory={onClearHistory}
            onSelectHistory={(word) => {
              setText(word);
              submit(word);
            }}
            hot={hot}
            onSelectHot={(entry) => {
              setOpen(false);
              onSelectHot(entry);
            }}
          />
        )}
      </div>
    </div>
  );
}
