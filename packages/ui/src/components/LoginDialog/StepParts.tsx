/**
 * What every step's form is made of: the error line (a format problem found here, else the
 * server's message), the submit button that waits while a call is under way, and focusing the
 * step's first field. Their styles, with the form's, are in StepParts.module.css; the fields'
 * in LoginField.module.css.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { accountT, type PlainAccountKey } from '../../i18n/accountMessages';
import styles from './StepParts.module.css';

/** The error line: a format problem found here wins over the server's last message. */
export function useStepError(serverError: string | undefined) {
  const [problem, setProblem] = useState<PlainAccountKey>();
  const errorId = useId();
  const text = problem ? accountT(problem) : serverError;
  return { problem, setProblem, errorId, text };
}

/** Focuses the step's first field when the step mounts inside an already open dialog. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

export function ErrorLine({ id, text }: { id: string; text: string | undefined }) {
  // Always in the page, so a screen reader announces the message when it appears.
  return (
    <p id={id} className={styles.error} role="alert">
      {text}
    </p>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean | undefined; label: string }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy ? accountT('login.busy') : label}
    </button>
  );
}
