/** The sources store's state, and my list of sources: asked again after every change. */
import type { OwnSource, UsableSource } from '@xinghe/contracts/client';
import type { SourceCheck, SourceFormState } from '@xinghe/ui';
import { proxy } from 'valtio';
import { api, type ApiClient } from '../../api';
import { createResource, idle, type Entry } from '../resource';

/** My own sources, and the shared ones I imported. */
export interface MySources {
  own: OwnSource[];
  added: UsableSource[];
}

export interface SourcesState {
  list: Entry<MySources>;
  checks: Record<number, SourceCheck>;
  form: SourceFormState | undefined;
  importing: boolean;
  /** What the last action said; the page words it. */
  notice: SourcesNotice | undefined;
}

export type SourcesNotice =
  | { kind: 'imported'; name: string }
  | { kind: 'alreadyAdded' }
  | { kind: 'error'; message: string };

export const initialSourcesState = (): SourcesState => ({
  list: idle(),
  checks: {},
  form: undefined,
  importing: false,
  notice: undefined,
});

export const sourcesState = proxy<SourcesState>(initialSourcesState());

/** The list shown stays until the new one comes. */
export const sourcesList = createResource<void, MySources>({
  at: () => sourcesState.list,
  fetch: async (_, client) => {
    const [own, usable] = await Promise.all([
      client.call('getOwnSources'),
      client.call('getSources'),
    ]);
    if (!own.ok) return own;
    if (!usable.ok) return usable;
    const added = usable.data.list.filter((source) => source.added);
    return { ...own, data: { own: own.data.list, added } };
  },
});

/** Asks for my list again (after every change). */
export const reloadSources = (client: ApiClient = api) => sourcesList.reload(undefined, client);
