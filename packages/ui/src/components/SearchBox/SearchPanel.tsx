import type { HotSearch, Suggestion } from '@xinghe/contracts/client';
import { useId, type ReactNode, type Ref } from 'react';
import { SearchField } from './SearchField';
import { SearchSuggestions } from './SearchSuggestions';
import { SuggestionList } from './SuggestionList';
import { SEARCH_MAX_LENGTH, useSearchText } from './useSearchText';
import styles from './SearchPanel.module.css';

export interface SearchPanelProps {
  onSubmit: (word: string) => void;
  history: readonly string[];
  onClearHistory: () => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  maxLength?: number;
  /** Before the field (a back button) and after it (a cancel button). */
  leading?: ReactNode;
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** `h2` where the lists are a page's sections. */
  titleAs?: 'h2' | 'span';
  /** The text as typed, for the page to ask suggestions for. */
  onTextChange?: (text: string) => void;
  /** Suggestions for the text; while there are some they replace history and hot. */
  suggestions?: readonly Suggestion[];
  onSelectSuggestion?: (suggestion: Suggestion) => void;
}

/**
 * The phone search surface: a bar with the field, and below it history and hot searches, or the
 * suggestions for what is being typed.
 */
export function SearchPanel({
  onSubmit,
  history,
  onClearHistory,
  hot,
  onSelectHot,
  maxLength = SEARCH_MAX_LENGTH,
  leading,
  trailing,
  inputRef,
  titleAs,
  onTextChange,
  suggestions = [],
  onSelectSuggestion,
}: SearchPanelProps) {
  const [text, setText] = useSearchText({ maxLength, onChange: onTextChange });
  const listId = useId();
  const suggesting = text.trim() !== '' && suggestions.length > 0;
  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        {leading}
        <div className={styles.field}>
          <SearchField
            value={text}
            onChange={setText}
            onSubmit={onSubmit}
            maxLength={maxLength}
            inputRef={inputRef}
            size="large"
          />
        </div>
        {trailing}
      </div>
      <div className={styles.body}>
        {suggesting ? (
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            active={-1}
            onSelect={(suggestion) => onSelectSuggestion?.(suggestion)}
          />
        ) : (
          <SearchSuggestions
            history={history}
            onClearHistory={onClearHistory}
            onSelectHistory={(word) => {
              setText(word);
              onSubmit(word);
            }}
            hot={hot}
            onSelectHot={onSelectHot}
            titleAs={titleAs}
            variant="page"
          />
        )}
      </div>
    </div>
  );
}
