import { useId, useState, type FormEvent } from 'react';
import type { DanmakuColor } from '@xinghe/contracts/client';
import { danmakuT } from '../../i18n/danmakuMessages';
import styles from './DanmakuComposer.module.css';

export interface DanmakuComposerProps {
  /** The colours offered (the contract's DANMAKU_COLORS), the first being everyone's. */
  colors: readonly DanmakuColor[];
  /** The longest text, in characters (the contract's DANMAKU_TEXT_MAX). */
  maxLength: number;
  signedIn: boolean;
  isVip: boolean;
  /** 弹幕 are off: the box says so and does not send. */
  enabled: boolean;
  sending: boolean;
  /** Why the last post was refused, shown under the box. */
  error?: string;
  /** Sends the text (trimmed) in the colour picked; the site clears `error` while it sends. */
  onSend: (text: string, color: DanmakuColor) => void;
  /** A visitor reached for the box: the site opens the login dialog. */
  onLogin: () => void;
  /** A non-VIP picked a VIP colour: the site opens the VIP dialog. */
  onVipColor?: () => void;
  /** The text box takes the focus when its dialog opens (the phone sheet). */
  focusOnOpen?: boolean;
}

const lengthOf = (text: string) => [...text.trim()].length;

/** The posting box: text, a colour (white for all, the rest VIP), 发送; visitors get 登录后发弹幕. */
export function DanmakuComposer({
  colors,
  maxLength,
  signedIn,
  isVip,
  enabled,
  sending,
  error,
  onSend,
  onLogin,
  onVipColor,
  focusOnOpen,
}: DanmakuComposerProps) {
  const [text, setText] = useState('');
  const freeColor = colors[0];
  const [color, setColor] = useState<DanmakuColor | undefined>(freeColor);
  const errorId = useId();
  const length = lengthOf(text);
  const tooLong = length > maxLength;
  const shownError = tooLong ? danmakuT('error.length', { max: maxLength }) : error;

  if (!signedIn) {
    return (
      <div className={styles.composer}>
        <button type="button" className={styles.loginBox} onClick={onLogin}>
          {danmakuT('composer.loginToPost')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || sending || length === 0 || tooLong || !color) return;
    onSend(text.trim(), color);
    setText('');
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={danmakuT('composer.label')}>
      <div className={styles.composer}>
        <fieldset className={styles.colors}>
          <legend className={styles.hidden}>{danmakuT('composer.color')}</legend>
          {colors.map((c) => {
            const locked = c !== freeColor && !isVip;
            return (
              <label
                key={c}
                className={styles.swatch}
                style={{ background: c }}
                data-checked={c === color || undefined}
                data-locked={locked || undefined}
              >
                <input
                  type="radio"
                  name={`${errorId}-color`}
                  value={c}
                  checked={c === color}
                  aria-label={danmakuT(locked ? 'composer.colorVip' : 'composer.colorName', {
                    color: c,
                  })}
                  onChange={() => (locked ? onVipColor?.() : setColor(c))}
                />
              </label>
            );
          })}
        </fieldset>
        <input
          className={styles.input}
          type="text"
          value={text}
          data-autofocus={focusOnOpen || undefined}
          disabled={!enabled}
          placeholder={danmakuT(enabled ? 'composer.placeholder' : 'composer.placeholderOff')}
          aria-label={danmakuT('composer.label')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <span className={styles.count} data-over={tooLong || undefined} aria-hidden="true">
          {danmakuT('composer.count', { n: length, max: maxLength })}
        </span>
        <button
          type="submit"
          className={styles.send}
          disabled={!enabled || sending || length === 0 || tooLong}
        >
          {danmakuT(sending ? 'composer.sending' : 'composer.send')}
        </button>
      </div>
      {shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      )}
    </form>
  );
}
