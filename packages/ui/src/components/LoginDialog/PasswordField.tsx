import { useState, type Ref } from 'react';
import { accountT } from '../../i18n/accountMessages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './LoginField.module.css';

export interface PasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes the focus when the dialog opens on this step. */
  focusFirst?: boolean;
}

/** A password input with a show/hide toggle (a pressed button, so its name stays 显示密码). */
export function PasswordField({
  id,
  label,
  placeholder,
  autoComplete,
  value,
  onChange,
  invalid,
  describedBy,
  inputRef,
  focusFirst,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={64}
          value={value}
          data-autofocus={focusFirst || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={visible} />
          <VisuallyHidden>{accountT('login.showPassword')}</VisuallyHidden>
        </button>
      </div>
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
