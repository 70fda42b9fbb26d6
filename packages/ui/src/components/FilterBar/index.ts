export { FilterBar, type FilterBarProps, type FilterSelection, type LoadStatus } from './FilterBar';
