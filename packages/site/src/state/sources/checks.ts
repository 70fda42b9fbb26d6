/**
 * Checking a source (alive, then whether its host allows CORS) and importing a shared one by its
 * share id.
 */
import { api, type ApiClient } from '../../api';
import { reloadSources, sourcesState } from './sourcesState';

/** The host of a URL for the CORS check (`host` or `host:port` as the endpoint takes it). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export const checkActions = {
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
    if (reply.ok) await reloadSources(client);
  },
};
