/**
 * Actor pages (GET /metadata/v1/actor/info/{id} and /metadata/v1/actor/collection/{id}): one
 * entry per person, kept for the visit, so going back from a title to its actor shows the page at
 * once. The filmography is part of the page: when it fails, the page shows the error and retry.
 */
import type { ApiResult } from '@xinghe/contracts/client';
import type { PersonData } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../api';
import { createResource, idle, type Entry, type LoadOptions } from './resource';

/** A person's page as the screen shows it: who they are and their filmography. */
type PersonPage = PersonData;

export type PersonEntry = Entry<PersonPage>;

export const personState = proxy<{ byId: Record<number, PersonEntry> }>({ byId: {} });

async function fetchPerson(id: number, client: ApiClient): Promise<ApiResult<PersonPage>> {
  const path = { id };
  const [info, works] = await Promise.all([
    client.call('getActorInfo', { path }),
    client.call('getActorCollection', { path }),
  ]);
  if (!info.ok) return info;
  if (!works.ok) return works;
  return { ...info, data: { person: info.data, works: works.data.list } };
}

const people = createResource<number, PersonPage>({
  at: (id) => (personState.byId[id] ??= idle()),
  fetch: fetchPerson,
  slot: String,
  notFound: true,
});

export const personActions = {
  /** Loads a person unless loaded (or `force`: the retry). Never throws. */
  load(id: number, options: LoadOptions = {}): Promise<void> {
    return people.load(id, options);
  },

  reset() {
    people.reset();
    personState.byId = {};
  },
};

const notLoadedYet: PersonEntry = { status: 'loading' };

export function usePerson(id: number) {
  const entry = useSnapshot(personState).byId[id];
  return entry ?? (notLoadedYet as typeof entry & object);
}
