import { useState } from 'react';
import { roomT } from '../../i18n/roomMessages';
import styles from './RoomBanner.module.css';

export interface RoomBannerProps {
  code: string;
  /** The room's link to share (`/room/{code}` on this origin). */
  link: string;
  /** Who controls: this viewer, or another member's name (null: nobody yet). */
  control: { kind: 'you' } | { kind: 'other'; name: string } | null;
  /** Copies the link (the page uses the clipboard); resolves when done. */
  onCopy: (link: string) => Promise<void> | void;
  onLeave: () => void;
}

/** 一起看's banner: the room, its link to share, who controls, and leaving. */
export function RoomBanner({ code, link, control, onCopy, onLeave }: RoomBannerProps) {
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.banner} aria-label={roomT('room.title', { code })}>
      <h1 className={styles.title}>{roomT('room.title', { code })}</h1>
      <p className={styles.share}>{roomT('room.share')}</p>
      <div className={styles.link}>
        <input
          className={styles.url}
          readOnly
          value={link}
          aria-label={roomT('room.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={styles.copy}
          data-copied={copied || undefined}
          onClick={async () => {
            await onCopy(link);
            setCopied(true);
          }}
        >
          {roomT(copied ? 'room.copied' : 'room.copy')}
        </button>
      </div>
      {control && (
        <p className={styles.control} data-kind={control.kind}>
          {control.kind === 'you'
            ? roomT('room.youControl')
            : roomT('room.following', { name: control.name })}
        </p>
      )}
      <button type="button" className={styles.leave} onClick={onLeave}>
        {roomT('room.leave')}
      </button>
    </section>
  );
}
