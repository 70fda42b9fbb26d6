export {
  SearchResultsScreen,
  type SearchResultsScreenProps,
  type PersonHref,
} from './SearchResultsScreen';
