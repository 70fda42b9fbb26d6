import type { RoomMember } from '@xinghe/contracts/client';
import { roomT } from '../../i18n/roomMessages';
import styles from './RoomMembers.module.css';

export interface RoomMembersProps {
  members: readonly RoomMember[];
  controller: string | null;
  /** This viewer's member id. */
  you: string | null;
  /** Only offered to the controller, for the members still connected. */
  onHandover: (memberId: string) => void;
}

/** 一起看's members: who controls, who is signed in, who buffers or has dropped. */
export function RoomMembers({ members, controller, you, onHandover }: RoomMembersProps) {
  const youControl = controller !== null && controller === you;
  return (
    <section className={styles.members} aria-label={roomT('room.members', { n: members.length })}>
      <h2 className={styles.title}>{roomT('room.members', { n: members.length })}</h2>
      <ul className={styles.list}>
        {members.map((m) => (
          <li
            key={m.id}
            className={styles.member}
            data-controller={m.id === controller || undefined}
            data-state={m.away ? 'away' : m.buffering ? 'buffering' : 'watching'}
          >
            <span className={styles.name}>
              {m.name}
              {m.id === you && <span className={styles.tag}>{roomT('room.you')}</span>}
              {m.id === controller && (
                <span className={styles.tag} data-kind="controller">
                  {roomT('room.controller')}
                </span>
              )}
            </span>
            <span className={styles.note}>
              {m.away
                ? roomT('room.away')
                : m.buffering
                  ? roomT('room.buffering')
                  : roomT(m.signedIn ? 'room.signedIn' : 'room.guest')}
            </span>
            {youControl && m.id !== you && !m.away && (
              <button
                type="button"
                className={styles.handover}
                aria-label={roomT('room.handoverLabel', { name: m.name })}
                onClick={() => onHandover(m.id)}
              >
                {roomT('room.handover')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
