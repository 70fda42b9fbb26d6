import { PersonRole, type Loadable } from '@xinghe/contracts/client';
import { PersonScreen } from '@xinghe/ui';
import { useEffect } from 'react';
import { personActions, usePerson } from '../state/person';
import { positiveInt } from './params';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';

const NO_PERSON: Loadable<never> = { status: 'notFound' };

/** `/person/{id}`: an actor's or director's page, reached from a detail page's cast or search. */
export default function PersonPage({ params }: PageProps) {
  const id = positiveInt(params.id);
  const entry = usePerson(id ?? 0);

  useEffect(() => {
    if (id === null) return;
    void personActions.load(id);
  }, [id]);
  const person = entry.data?.person;
  useNamedTitle(person?.name);

  return (
    <PersonScreen
      load={id === null ? NO_PERSON : entry}
      directed={
        person?.roleKey ? person.roleKey === 'director' : person?.role === PersonRole.director
      }
      onRetry={() => id !== null && void personActions.load(id, { force: true })}
    />
  );
}
