import type { Suggestion } from '@xinghe/contracts/client';
import { searchT } from '../../i18n/searchMessages';
import styles from './SuggestionList.module.css';

export interface SuggestionListProps {
  /** The list's element id, named by the field's aria-controls. */
  id: string;
  suggestions: readonly Suggestion[];
  /** The suggestion the arrow keys are on, -1 for none. */
  active: number;
  onSelect: (suggestion: Suggestion) => void;
}

/** The id of a suggestion's option, for the field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

const KIND_KEYS = {
  title: 'search.suggestTitle',
  person: 'search.suggestPerson',
  live: 'search.suggestLive',
} as const;

/** The name with the matched part marked, as the server placed it. */
function Highlighted({ name, match }: Pick<Suggestion, 'name' | 'match'>) {
  if (!match || match.start + match.length > name.length) return <>{name}</>;
  const end = match.start + match.length;
  return (
    <>
      {name.slice(0, match.start)}
      <mark className={styles.match}>{name.slice(match.start, end)}</mark>
      {name.slice(end)}
    </>
  );
}

/**
 * Titles, people and channels that hold what the viewer is typing, as a listbox the field
 * drives (arrow keys move, Enter opens); a pointer opens one directly.
 */
export function SuggestionList({ id, suggestions, active, onSelect }: SuggestionListProps) {
  return (
    // The WAI-ARIA combobox pattern's list: <select> and <datalist> cannot hold the marked match
    // and the kind, nor be driven from the field with aria-activedescendant.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div id={id} role="listbox" aria-label={searchT('search.suggestions')} className={styles.list}>
      {suggestions.map((suggestion, index) => (
        // The field keeps focus and handles the keys (aria-activedescendant points here).
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={`${suggestion.kind}-${suggestion.id}`}
          id={optionId(id, index)}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={styles.option}
          data-kind={suggestion.kind}
          onClick={() => onSelect(suggestion)}
        >
          <span className={styles.name}>
            <Highlighted name={suggestion.name} match={suggestion.match} />
          </span>
          <span className={styles.detail}>
            <span className={styles.kind}>{searchT(KIND_KEYS[suggestion.kind])}</span>
            {suggestion.detail}
          </span>
        </div>
      ))}
    </div>
  );
}
