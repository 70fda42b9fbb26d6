/**
 * The viewer's sources (我的片源): my own and the shared ones I imported, and the add/edit form;
 * the checks and import by share id are `sources/checks.ts`, the state and list
 * `sources/sourcesState.ts`. The only place that calls the source endpoints.
 */
import type { SourceFormState, SourceFormValues } from '@xinghe/ui';
import { useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { checkActions } from './sources/checks';
import {
  initialSourcesState,
  reloadSources,
  sourcesList,
  sourcesState,
} from './sources/sourcesState';

export {
  sourcesState,
  type MySources,
  type SourcesNotice,
  type SourcesState,
} from './sources/sourcesState';

const EMPTY_FORM: SourceFormState = { initial: { name: '', url: '', type: 'hls', shared: false } };

export const sourcesActions = {
  load(client: ApiClient = api) {
    return reloadSources(client);
  },

  openNew() {
    sourcesState.form = { ...EMPTY_FORM };
  },

  /** Opens the form with the source as the server has it now. */
  async edit(id: number, client: ApiClient = api) {
    const reply = await client.call('getOwnSource', { path: { id } });
    if (!reply.ok) {
      sourcesState.notice = { kind: 'error', message: reply.msg };
      return;
    }
    const { name, url, type, shared } = reply.data;
    sourcesState.form = { initial: { id, name, url, type, shared } };
  },

  closeForm() {
    sourcesState.form = undefined;
  },

  /** Creates or updates; a refusal (the URL rule, a private address) stays in the form. */
  async save(values: SourceFormValues, client: ApiClient = api) {
    if (!sourcesState.form || sourcesState.form.saving) return;
    sourcesState.form = { initial: values, saving: true };
    const reply =
      values.id === undefined
        ? await client.call('createSource', { params: values })
        : await client.call('updateSource', { params: { ...values, id: values.id } });
    if (!reply.ok) {
      sourcesState.form = { initial: values, error: reply.msg };
      return;
    }
    sourcesState.form = undefined;
    delete sourcesState.checks[reply.data.id];
    await reloadSources(client);
  },

  async remove(id: number, kind: 'own' | 'added', client: ApiClient = api) {
    const reply =
      kind === 'own'
        ? await client.call('deleteOwnSource', { path: { id } })
        : await client.call('removeAddedSource', { path: { id } });
    if (!reply.ok) sourcesState.notice = { kind: 'error', message: reply.msg };
    await reloadSources(client);
  },

  ...checkActions,

  dismissNotice() {
    sourcesState.notice = undefined;
  },

  reset() {
    sourcesList.reset();
    Object.assign(sourcesState, initialSourcesState());
  },
};

export const useSources = () => useSnapshot(sourcesState);
