export {
  SearchResultsScreen,
  defaultPersonHref,
  type SearchResultsScreenProps,
  type PersonHref,
} from './SearchResultsScreen';
