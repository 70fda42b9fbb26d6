import type { ChatLine } from '@xinghe/contracts/client';
import { useState, type FormEvent } from 'react';
import { roomT } from '../../i18n/roomMessages';
import styles from './RoomChat.module.css';

export interface RoomChatProps {
  lines: readonly ChatLine[];
  /** This viewer's member id: its own lines are marked. */
  you: string | null;
  /** The contract's longest line (ROOM_CHAT_MAX). */
  maxLength: number;
  onSend: (text: string) => void;
  disabled?: boolean;
}

/** 一起看's side list of chat lines (the same lines fly over the picture as 弹幕) and its input. */
export function RoomChat({ lines, you, maxLength, onSend, disabled }: RoomChatProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <section className={styles.chat} aria-label={roomT('room.chat')}>
      <h2 className={styles.title}>{roomT('room.chat')}</h2>
      {lines.length === 0 ? (
        <p className={styles.empty}>{roomT('room.chatEmpty')}</p>
      ) : (
        <ol className={styles.lines} aria-live="polite">
          {lines.map((line) => (
            <li key={line.id} className={styles.line} data-own={line.from === you || undefined}>
              <span className={styles.name}>{line.name}</span>
              <span className={styles.text}>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit}>
        <input
          className={styles.input}
          value={text}
          maxLength={maxLength}
          disabled={disabled}
          aria-label={roomT('room.chatPlaceholder')}
          placeholder={roomT('room.chatPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.send} disabled={disabled || !text.trim()}>
          {roomT('room.send')}
        </button>
      </form>
    </section>
  );
}
