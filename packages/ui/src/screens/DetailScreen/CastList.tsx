import { Link } from '../../nav/Link';
import { detailT } from '../../i18n/detailMessages';
import type { CastMember, CollectionInfo } from '@xinghe/contracts/client';
import styles from './CastList.module.css';
import { contentLang } from '../../i18n/locale';
import { contentIn } from '../../i18n/contentIn';

/** A credit as the list shows it: the avatar and part when the cast call (ours) gave them. */
export type CastEntry = Pick<CastMember, 'id' | 'name' | 'role'> &
  Partial<Pick<CastMember, 'avatar' | 'character'>>;

/**
 * The credits of a title from its detail's real fields: directors first, then actors, each named
 * by its credit in the interface language.
 */
export function castOfCollection(detail: Pick<CollectionInfo, 'director' | 'actor'>): CastEntry[] {
  return [
    ...detail.director.map((person) => ({ ...person, role: detailT('detail.director') })),
    ...detail.actor.map((person) => ({ ...person, role: detailT('detail.actor') })),
  ];
}

interface CastListProps {
  cast: readonly CastEntry[];
  personHref: (id: number) => string;
}

/**
 * The cast, each a link to the person's page: avatar (or the name's first character when there is
 * none), name, and the character or role.
 */
export function CastList({ cast, personHref }: CastListProps) {
  return (
    <ul className={styles.cast}>
      {cast.map((member) => (
        <li key={`${member.id}-${member.role}`}>
          <Link href={personHref(member.id)} className={styles.person}>
            {member.avatar ? (
              <img
                className={styles.avatar}
                src={member.avatar}
                alt=""
                width={72}
                height={72}
                loading="lazy"
              />
            ) : (
              <span className={styles.avatar} data-initial aria-hidden>
                {[...member.name][0]}
              </span>
            )}
            <span className={styles.personName} lang={contentLang()}>
              {member.name}
            </span>
            <span className={styles.personRole}>
              {member.character
                ? contentIn(detailT.catalogue['detail.character'], 'name', member.character)
                : member.role}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
