import { ErrorCode, PersonRole } from '@xinghe/contracts/client';
import { PersonScreen, type PersonScreenStatus } from '@xinghe/ui';
import { useEffect } from 'react';
import { personActions, usePerson, type PersonEntry } from '../state/person';
import { positiveInt } from './params';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';

function statusOf(id: number | null, entry: PersonEntry): PersonScreenStatus {
  if (id === null || (entry.status === 'error' && entry.code === ErrorCode.NotFound)) {
    return 'notFound';
  }
  if (entry.status === 'error') return 'error';
  return entry.status === 'loaded' ? 'loaded' : 'loading';
}

/** `/person/{id}`: an actor's or director's page, reached from a detail page's cast or search. */
export default function PersonPage({ params }: PageProps) {
  const id = positiveInt(params.id);
  const entry = usePerson(id ?? 0);

  useEffect(() => {
    if (id === null) return;
    void personActions.load(id);
  }, [id]);
  useNamedTitle(entry.person?.name);

  return (
    <PersonScreen
      status={statusOf(id, entry)}
      person={entry.person}
      works={entry.works}
      directed={entry.person?.role === PersonRole.director}
      onRetry={() => id !== null && void personActions.load(id, { force: true })}
    />
  );
}
