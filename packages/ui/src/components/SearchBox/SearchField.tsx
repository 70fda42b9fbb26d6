import type {
  AriaAttributes,
  FocusEventHandler,
  KeyboardEventHandler,
  MouseEventHandler,
  Ref,
} from 'react';
import { PAGE_PATHS } from '@xinghe/contracts/client';
import { useRouter } from 'wouter';
import { SearchIcon } from '../../icons/browseIcons';
import styles from './SearchField.module.css';
import { searchT } from '../../i18n/searchMessages';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text on Enter or the search icon; never with an empty one. */
  onSubmit: (word: string) => void;
  maxLength: number;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onClick?: MouseEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** `compact` for the desktop header, `large` for the phone search page and overlay. */
  size?: 'compact' | 'large';
  /**
   * When the field drives a list of suggestions. It stays a searchbox (a role that changed while
   * typing would be announced again) and names the list and its chosen option.
   */
  suggestions?: Pick<AriaAttributes, 'aria-controls' | 'aria-activedescendant'>;
}

/**
 * The search page's address and its keyword's name (`/search?word=`): before the page's scripts
 * have run (a page the host wrote), Enter or the button submits the form there as a plain GET.
 */
const [SEARCH_PATH, SEARCH_QUERY] = PAGE_PATHS.search.split('?');
const WORD_NAME = SEARCH_QUERY?.split('=')[0];

/** The search form: a text field and a search icon button; Enter submits like the button does. */
export function SearchField({
  value,
  onChange,
  onSubmit,
  maxLength,
  inputRef,
  onFocus,
  onClick,
  onKeyDown,
  size = 'compact',
  suggestions,
}: SearchFieldProps) {
  const { base } = useRouter();
  return (
    <search className={styles.search}>
      <form
        className={styles.form}
        action={`${base}${SEARCH_PATH}`}
        data-size={size}
        onSubmit={(event) => {
          event.preventDefault();
          // SPEC section 5: an empty trimmed text does nothing.
          const word = value.trim();
          if (word) onSubmit(word);
        }}
      >
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          name={WORD_NAME}
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={searchT('search.placeholder')}
          aria-label={searchT('search.inputLabel')}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onClick={onClick}
          onKeyDown={onKeyDown}
          aria-autocomplete={suggestions ? 'list' : undefined}
          {...suggestions}
        />
        <button type="submit" className={styles.submit} aria-label={searchT('search.submit')}>
          <SearchIcon className={styles.icon} />
        </button>
      </form>
    </search>
  );
}
