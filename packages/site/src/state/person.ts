/**
 * Actor pages (GET /metadata/v1/actor/info/{id} and /metadata/v1/actor/collection/{id}): one
 * entry per person, kept for the visit, so going back from a title to its actor shows the page at
 * once. The filmography is part of the page: when it fails, the page shows the error and retry.
 */
import type { ActorInfo, ActorWork } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { LoadStatus } from './home';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface PersonEntry {
  status: LoadStatus;
  person?: Kept<ActorInfo>;
  works: Kept<ActorWork[]>;
  error?: string;
  /** The API's code of the failure (404: no such person). */
  code?: number;
}

export const personState = proxy<{ byId: Record<number, PersonEntry> }>({ byId: {} });

const inFlight = new Map<number, Promise<void>>();
const none = (): Kept<ActorWork[]> => ref([] as ActorWork[]);

export const personActions = {
  /** Loads a person unless loaded (or `force`: the retry). Never throws. */
  load(id: number, options: { force?: boolean; client?: ApiClient } = {}): Promise<void> {
    const current = personState.byId[id];
    if (current?.status === 'loaded' && !options.force) return Promise.resolve();
    const pending = inFlight.get(id);
    if (pending) return pending;

    const client = options.client ?? api;
    personState.byId[id] = {
      status: 'loading',
      person: current?.person,
      works: current?.works ?? none(),
    };
    const path = { id };
    const request = Promise.all([
      client.call('getActorInfo', { path }),
      client.call('getActorCollection', { path }),
    ])
      .then(([info, works]) => {
        const failed = !info.ok ? info : !works.ok ? works : null;
        personState.byId[id] =
          info.ok && works.ok
            ? { status: 'loaded', person: ref(info.data), works: ref(works.data.list) }
            : { status: 'error', error: failed?.msg, code: failed?.code, works: none() };
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, request);
    return request;
  },

  reset() {
    personState.byId = {};
    inFlight.clear();
  },
};

const notLoadedYet: PersonEntry = { status: 'loading', works: none() };

export function usePerson(id: number): PersonEntry {
  const entry = useSnapshot(personState).byId[id];
  return (entry as PersonEntry | undefined) ?? notLoadedYet;
}
