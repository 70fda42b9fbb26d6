import { useId, useState, type FormEvent } from 'react';
import { accountT } from '../../i18n/accountMessages';
import fieldStyles from './LoginField.module.css';
import { emailProblem } from './loginRules';
import type { LoginDialogProps } from './loginTypes';
import { ErrorLine, SubmitButton, useFocusOnMount, useStepError } from './StepParts';
import styles from './StepParts.module.css';

/** The first step: the address, checked for its format; the page asks whether it has an account. */
export function EmailStep({ email, busy, error, onSubmitEmail }: LoginDialogProps) {
  const [value, setValue] = useState(email);
  const { problem, setProblem, errorId, text } = useStepError(error);
  const inputId = useId();
  const inputRef = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(value);
    setProblem(found);
    if (!found && !busy) onSubmitEmail(value.trim());
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-step="email">
      <p className={styles.intro}>{accountT('login.intro')}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {accountT('login.email')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={fieldStyles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={accountT('login.emailPlaceholder')}
          maxLength={254}
          value={value}
          data-autofocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
        />
      </div>
      <ErrorLine id={errorId} text={text} />
      <SubmitButton busy={busy} label={accountT('login.next')} />
    </form>
  );
}
