export {
  SearchResultsScreen,
  defaultPersonHref,
  type SearchResultsData,
  type SearchResultsScreenProps,
  type PersonHref,
} from './SearchResultsScreen';
