/**
 * The title of one of the viewer's sources that the player shows: its lines and episodes from
 * getSourceTitle (media addresses ready to play, direct or through our relay), and the line the
 * viewer chose or fell back to, kept while they go from episode to episode of that title.
 */
import type { SourceTitle } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, type Entry } from './resource';

export interface SourceItemKey {
  sourceId: number;
  itemId: string;
}

export interface SourceTitleState {
  /** The title on screen (one at a time: the page shows one). */
  title: Entry<SourceTitle>;
  /** Which title `title` is, `s{sourceId}-{itemId}`. */
  key: string;
  /** The line to open the next episode on: chosen, or the one the fallback moved to. */
  line: string | undefined;
}

export const initialSourceTitleState = (): SourceTitleState => ({
  title: idle(),
  key: '',
  line: undefined,
});

export const sourceTitleState = proxy<SourceTitleState>(initialSourceTitleState());

const keyOf = ({ sourceId, itemId }: SourceItemKey) => `s${sourceId}-${itemId}`;

const titleResource = createResource<SourceItemKey, SourceTitle>({
  at: () => sourceTitleState.title,
  fetch: ({ sourceId, itemId }, client) =>
    client.call('getSourceTitle', { path: { id: sourceId, itemId } }),
  identity: keyOf,
  notFound: true,
  // Another title starts from loading, not from the last one's lines.
  refresh: 'loading',
});

export const sourceTitleActions = {
  /** Loads the title unless it is the one shown; another title forgets the chosen line. */
  load(
    key: SourceItemKey,
    { force = false, client = api }: { force?: boolean; client?: ApiClient } = {},
  ) {
    const name = keyOf(key);
    if (sourceTitleState.key !== name) {
      sourceTitleState.key = name;
      sourceTitleState.line = undefined;
    }
    return titleResource.load(key, { force, client });
  },

  /** The title `key` names, when it is the one loaded. */
  peek(key: SourceItemKey): SourceTitle | undefined {
    const { title } = sourceTitleState;
    return sourceTitleState.key === keyOf(key) && title.status === 'loaded'
      ? title.data
      : undefined;
  },

  chooseLine(line: string) {
    sourceTitleState.line = line;
  },

  reset() {
    titleResource.reset();
    Object.assign(sourceTitleState, initialSourceTitleState());
  },
};

export const useSourceTitle = () => useSnapshot(sourceTitleState);
