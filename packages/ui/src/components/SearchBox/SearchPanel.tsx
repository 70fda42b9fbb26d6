import type { HotSearch } from '@xinghe/contracts/client';
import type { ReactNode, Ref } from 'react';
import { SearchField } from './SearchField';
import { SearchSuggestions } from './SearchSuggestions';
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
}

/** The phone search surface: a bar with the field, and history and hot searches always shown below. */
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
}: SearchPanelProps) {
  const [text, setText] = useSearchText({ maxLength });
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
      </div>
    </div>
  );
}
