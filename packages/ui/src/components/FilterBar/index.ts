export {
  FilterBar,
  type FilterBarProps,
  type FilterVocabulary,
  type LoadStatus,
} from './FilterBar';
