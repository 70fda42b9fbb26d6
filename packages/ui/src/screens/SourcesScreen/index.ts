export { SourcesScreen, type SourcesScreenProps } from './SourcesScreen';
export type { SourceCheck, SourceFormState, SourceFormValues, SourceNotice } from './types';
