export { SearchBox, SEARCH_MAX_LENGTH, type SearchBoxProps } from './SearchBox';
export { groupHotSearches, nextGroupIndex, HOT_SEARCH_GROUP_SIZE } from './hotSearchGroups';
