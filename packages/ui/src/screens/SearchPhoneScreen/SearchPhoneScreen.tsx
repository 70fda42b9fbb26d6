import type { HotSearch } from '@xinghe/contracts/client';
import { useEffect, useRef } from 'react';
import { SearchPanel, type SearchPanelProps } from '../../components/SearchBox/SearchPanel';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { ArrowLeftIcon } from '../../icons/browseIcons';
import styles from './SearchPhoneScreen.module.css';
import { searchT } from '../../i18n/searchMessages';

export interface SearchPhoneScreenProps {
  history: readonly string[];
  hot: readonly HotSearch[];
  /** A keyword was submitted (trimmed, never empty). */
  onSubmit: (word: string) => void;
  onClearHistory: () => void;
  onSelectHot: (entry: HotSearch) => void;
  /** The back arrow. */
  onBack: () => void;
  /** Suggestions while typing: the text typed out, the suggestions back in. */
  suggest?: Pick<SearchPanelProps, 'onTextChange' | 'suggestions' | 'onSelectSuggestion'>;
}

/**
 * /search-phone (no site header): a back arrow and the field, then 搜索历史 and 热门搜索, or the
 * suggestions for what is being typed.
 */
export function SearchPhoneScreen({
  history,
  hot,
  onSubmit,
  onClearHistory,
  onSelectHot,
  onBack,
  suggest,
}: SearchPhoneScreenProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  // The page exists to type a keyword: the field takes focus when it opens.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <div className={styles.screen}>
      <VisuallyHidden as="h1">{searchT('search.submit')}</VisuallyHidden>
      <SearchPanel
        inputRef={inputRef}
        onSubmit={onSubmit}
        history={history}
        onClearHistory={onClearHistory}
        hot={hot}
        onSelectHot={onSelectHot}
        titleAs="h2"
        {...suggest}
        leading={
          <button
            type="button"
            className={styles.back}
            aria-label={searchT('search.back')}
            onClick={onBack}
          >
            <ArrowLeftIcon className={styles.backIcon} />
          </button>
        }
      />
    </div>
  );
}
