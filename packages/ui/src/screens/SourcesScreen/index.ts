export { SourcesScreen, type SourcesScreenProps, type SourcesScreenStatus } from './SourcesScreen';
export type { SourceCheck, SourceFormState, SourceFormValues, SourceNotice } from './types';
