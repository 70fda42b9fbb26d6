import type { HotSearch } from '@xinghe/contracts/client';
import { useId, useState } from 'react';
import { ShuffleIcon, TrashIcon } from '../../icons/browseIcons';
import {
  groupHotSearches,
  HOT_SEARCH_GROUP_SIZE,
  isLiveHotSearch,
  nextGroupIndex,
} from './hotSearchGroups';
import styles from './SearchSuggestions.module.css';
import { searchT } from '../../i18n/searchMessages';

export interface SearchSuggestionsProps {
  history: readonly string[];
  onClearHistory: () => void;
  /** A history chip was chosen: search that word again. */
  onSelectHistory: (word: string) => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  /** `h2` on the phone search page, where the two lists are the page's sections. */
  titleAs?: 'h2' | 'span';
  /** `panel`: the desktop dropdown; `page`: the phone page and overlay. */
  variant?: 'panel' | 'page';
}

/** 搜索历史 (chips, 删除 empties them) and 热门搜索 (groups of six, 换一批 cycles and wraps). */
export function SearchSuggestions({
  history,
  onClearHistory,
  onSelectHistory,
  hot,
  onSelectHot,
  titleAs: Title = 'span',
  variant = 'panel',
}: SearchSuggestionsProps) {
  const historyTitleId = useId();
  const hotTitleId = useId();
  const [groupIndex, setGroupIndex] = useState(0);
  const groups = groupHotSearches(hot, HOT_SEARCH_GROUP_SIZE);
  // The list may shrink under a stale index (a new reply): stay within the groups there are.
  const current = groups.length > 0 ? groups[groupIndex % groups.length]! : [];

  return (
    <div className={styles.suggestions} data-variant={variant}>
      {history.length > 0 && (
        <section className={styles.section} aria-labelledby={historyTitleId}>
          <div className={styles.sectionHead}>
            <Title className={styles.title} id={historyTitleId}>
              {searchT('search.history')}
            </Title>
            <button
              type="button"
              className={styles.action}
              aria-label={searchT('search.clearHistory')}
              onClick={onClearHistory}
            >
              <TrashIcon className={styles.actionIcon} />
              {searchT('search.delete')}
            </button>
          </div>
          <ul className={styles.chips}>
            {history.map((word) => (
              <li key={word}>
                <button type="button" className={styles.chip} onClick={() => onSelectHistory(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {current.length > 0 && (
        <section className={styles.section} aria-labelledby={hotTitleId}>
          <div className={styles.sectionHead}>
            <Title className={styles.title} id={hotTitleId}>
              {searchT('search.hot')}
            </Title>
            {groups.length > 1 && (
              <button
                type="button"
                className={styles.action}
                aria-label={searchT('search.changeBatchLabel')}
                onClick={() => setGroupIndex((index) => nextGroupIndex(index, groups.length))}
              >
                <ShuffleIcon className={styles.actionIcon} />
                {searchT('search.changeBatch')}
              </button>
            )}
          </div>
          <ol className={styles.hotList} data-group={groupIndex % Math.max(1, groups.length)}>
            {current.map((entry) => {
              const live = isLiveHotSearch(entry);
              return (
                <li key={`${entry.index}-${entry.id}`}>
                  <button
                    type="button"
                    className={styles.hotEntry}
                    data-live={live}
                    data-rank={entry.index <= 3 ? 'top' : undefined}
                    onClick={() => onSelectHot(entry)}
                  >
                    <span className={styles.rank} aria-hidden="true">
                      {entry.index}
                    </span>
                    <span className={styles.hotName}>{entry.name}</span>
                    {live && (
                      <span className={styles.liveBadge}>{searchT('search.liveLabel')}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}

/** Whether the suggestions would show anything: with neither list the dropdown stays shut. */
export const hasSuggestions = (history: readonly string[], hot: readonly HotSearch[]) =>
  history.length > 0 || hot.length > 0;
