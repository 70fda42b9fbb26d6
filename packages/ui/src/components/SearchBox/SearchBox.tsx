import type { HotSearch } from '@xinghe/contracts';

/** SPEC section 5: a search keyword is at most 20 characters. */
export const SEARCH_MAX_LENGTH = 20;

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
  maxLength?: number;
}

export function SearchBox(_props: SearchBoxProps) {
  return null;
}
