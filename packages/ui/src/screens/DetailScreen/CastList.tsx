import { Link } from 'wouter';
import { detailT } from '../../i18n/detailMessages';
import type { CastMember } from '@xinghe/contracts/client';
import styles from './CastList.module.css';

interface CastListProps {
  cast: readonly CastMember[];
  personHref: (id: number) => string;
}

/** The cast, each a link to the person's page: avatar, name, and the character or role. */
export function CastList({ cast, personHref }: CastListProps) {
  return (
    <ul className={styles.cast}>
      {cast.map((member) => (
        <li key={`${member.id}-${member.role}`}>
          <Link href={personHref(member.id)} className={styles.person}>
            <img
              className={styles.avatar}
              src={member.avatar}
              alt=""
              width={72}
              height={72}
              loading="lazy"
            />
            <span className={styles.personName}>{member.name}</span>
            <span className={styles.personRole}>
              {member.character
                ? detailT('detail.character', { name: member.character })
                : member.role}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
