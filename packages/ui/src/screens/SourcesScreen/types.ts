import type { SourceType } from '@xinghe/contracts/client';

/** What the last check of a source found (`refused`: the server would not check that address). */
export type SourceCheck =
  | { state: 'checking' }
  | { state: 'alive'; cors?: boolean }
  | { state: 'dead'; detail: string }
  | { state: 'refused'; detail: string };

/** The form's fields; `id` when it edits a source. */
export interface SourceFormValues {
  id?: number;
  name: string;
  url: string;
  type: SourceType;
  shared: boolean;
}

/** The form as the page holds it: what it edits, whether it is saving, the server's refusal. */
export interface SourceFormState {
  initial: SourceFormValues;
  saving?: boolean;
  error?: string;
}

export interface SourceNotice {
  tone: 'success' | 'error';
  text: string;
}
