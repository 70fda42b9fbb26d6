export { SearchBox, SEARCH_MAX_LENGTH, type SearchBoxProps } from './SearchBox';
export { SearchPanel, type SearchPanelProps } from './SearchPanel';
export { SearchField, type SearchFieldProps } from './SearchField';
export {
  SearchSuggestions,
  hasSuggestions,
  type SearchSuggestionsProps,
} from './SearchSuggestions';
export { clipSearchText } from './useSearchText';
export {
  groupHotSearches,
  nextGroupIndex,
  isLiveHotSearch,
  HOT_SEARCH_GROUP_SIZE,
  LIVE_HOT_SEARCH_LABEL,
} from './hotSearchGroups';
