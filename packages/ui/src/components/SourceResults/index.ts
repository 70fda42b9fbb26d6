export {
  SourceResults,
  type SourceItemHref,
  type SourceResultState,
  type SourceResultsEntry,
  type SourceResultsProps,
} from './SourceResults';
