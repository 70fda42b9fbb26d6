/**
 * 我的片源 on the search page: the viewer's sources (GET /user/source) each searched for the words
 * at once, one request per source, each result shown as it arrives. New words cancel the searches
 * still on their way (their requests are aborted, their replies dropped), so a slow source never
 * holds the page or shows an older answer.
 *
 * The list comes through `createResource` (one entry per session token: another account never
 * sees the last one's sources). The searches do not: a resource drops a stale reply but cannot
 * abort its request, and here a slow source's request is the thing to stop.
 */
import type { SourceSearchResult, UsableSource } from '@xinghe/contracts/client';
import type { SourceResultState } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, mapData, type Entry } from './resource';
import { sessionState } from './session';

export interface SourceSearchState {
  /** The viewer's sources, in the order of their list (mine, then the ones I added). */
  sources: Entry<UsableSource[]>;
  /** The words the results below are for. */
  word: string;
  /** Per source id, what its search answered (or that it is on its way). */
  results: Record<number, SourceResultState>;
}

export const initialSourceSearchState = (): SourceSearchState => ({
  sources: idle(),
  word: '',
  results: {},
});

export const sourceSearchState = proxy<SourceSearchState>(initialSourceSearchState());

const sourceList = createResource<string, UsableSource[]>({
  at: () => sourceSearchState.sources,
  fetch: async (_token, client) => mapData(await client.call('getSources'), (data) => data.list),
  failedRefresh: 'keep',
});

/** The API's answer as the row shows it. */
export function resultOf(data: SourceSearchResult): SourceResultState {
  if (data.state === 'timeout') return { status: 'timeout' };
  if (data.state === 'unusable') return { status: 'unusable', detail: data.detail };
  return { status: 'ok', items: data.items };
}

/** The searches of the words on screen; aborted when the words change or the page goes. */
let running: AbortController | null = null;

function cancelRunning() {
  running?.abort();
  running = null;
}

async function searchOne(
  source: UsableSource,
  word: string,
  signal: AbortSignal,
  client: ApiClient,
): Promise<void> {
  const reply = await client.call('searchSource', {
    path: { id: source.id },
    params: { wd: word },
    signal,
  });
  if (signal.aborted) return;
  sourceSearchState.results[source.id] = reply.ok
    ? resultOf(reply.data)
    : { status: 'failed', detail: reply.msg };
}

export const sourceSearchActions = {
  /**
   * Asks for the viewer's list again (the search page opens: a source added or removed since
   * shows). The shown list stays until the new one comes.
   */
  refreshSources(client: ApiClient = api): Promise<void> {
    return sourceList.load(sessionState.token, { force: true, client });
  },

  /**
   * Searches every source for `word`, all at once; each row fills as its source answers. The
   * same words again (a re-render) change nothing; other words cancel what is on its way.
   */
  async search(word: string, client: ApiClient = api): Promise<void> {
    if (word === sourceSearchState.word && running) return;
    cancelRunning();
    const controller = new AbortController();
    running = controller;
    sourceSearchState.word = word;
    sourceSearchState.results = {};
    await sourceList.load(sessionState.token, { client });
    if (controller.signal.aborted) return;
    const sources = sourceSearchState.sources.data ?? [];
    for (const source of sources) sourceSearchState.results[source.id] = { status: 'loading' };
    await Promise.all(sources.map((s) => searchOne(s, word, controller.signal, client)));
  },

  /** The page goes (or another account signs in): nothing on its way is wanted any more. */
  reset() {
    cancelRunning();
    sourceList.reset();
    Object.assign(sourceSearchState, initialSourceSearchState());
  },
};

export const useSourceSearch = () => useSnapshot(sourceSearchState);
