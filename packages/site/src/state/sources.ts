/**
 * The viewer's sources (我的片源): my own and the shared ones I imported, the add/edit form, the
 * checks (alive, then whether the host allows CORS) and import by share id. The only place that
 * calls the source endpoints.
 */
import type { OwnSource, UsableSource } from '@xinghe/contracts/client';
import type { SourceCheck, SourceFormState, SourceFormValues } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, type Entry } from './resource';

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

const initialState = (): SourcesState => ({
  list: idle(),
  checks: {},
  form: undefined,
  importing: false,
  notice: undefined,
});

export const sourcesState = proxy<SourcesState>(initialState());

/** Asked again after every change; the list shown stays until the new one comes. */
const list = createResource<void, MySources>({
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

const EMPTY_FORM: SourceFormState = { initial: { name: '', url: '', type: 'hls', shared: false } };

/** The host of a URL for the CORS check (`host` or `host:port` as the endpoint takes it). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export const sourcesActions = {
  load(client: ApiClient = api) {
    return list.reload(undefined, client);
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
    await sourcesActions.load(client);
  },

  async remove(id: number, kind: 'own' | 'added', client: ApiClient = api) {
    const reply =
      kind === 'own'
        ? await client.call('deleteOwnSource', { path: { id } })
        : await client.call('removeAddedSource', { path: { id } });
    if (!reply.ok) sourcesState.notice = { kind: 'error', message: reply.msg };
    await sourcesActions.load(client);
  },

  /** Alive first; for a live source, whether its host lets the browser play it directly. */
  async check(id: number, client: ApiClient = api) {
    sourcesState.checks[id] = { state: 'checking' };
    const reply = await client.call('checkSourceAlive', { params: { id } });
    if (!reply.ok) {
      sourcesState.checks[id] = { state: 'refused', detail: reply.msg };
      return;
    }
    if (!reply.data.alive) {
      sourcesState.checks[id] = { state: 'dead', detail: reply.data.detail };
      return;
    }
    const shown = sourcesState.list.data;
    const source = [...(shown?.own ?? []), ...(shown?.added ?? [])].find((s) => s.id === id);
    const host = source && hostOf(source.url);
    const cors = host ? await client.call('checkCorsHost', { params: { host } }) : null;
    sourcesState.checks[id] = { state: 'alive', cors: cors?.ok ? cors.data.cors : undefined };
  },

  /** 导入: says so when the source is already on my list, else adds it. */
  async import(id: number, client: ApiClient = api) {
    if (sourcesState.importing) return;
    sourcesState.importing = true;
    const already = await client.call('getSourceAdded', { path: { id } });
    if (already.ok && already.data.added) {
      Object.assign(sourcesState, { importing: false, notice: { kind: 'alreadyAdded' } });
      return;
    }
    const reply = await client.call('importSource', { path: { id } });
    sourcesState.importing = false;
    sourcesState.notice = reply.ok
      ? { kind: 'imported', name: reply.data.name }
      : { kind: 'error', message: reply.msg };
    if (reply.ok) await sourcesActions.load(client);
  },

  dismissNotice() {
    sourcesState.notice = undefined;
  },

  reset() {
    list.reset();
    Object.assign(sourcesState, initialState());
  },
};

export const useSources = () => useSnapshot(sourcesState);
