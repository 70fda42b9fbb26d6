export { FilterBar, type FilterBarProps, type FilterVocabulary } from './FilterBar';
