import { useId, useState, type FormEvent } from 'react';
import { accountT } from '../../i18n/accountMessages';
import { passwordProblem } from './loginRules';
import type { LoginDialogProps } from './loginTypes';
import { PasswordField } from './PasswordField';
import { ErrorLine, SubmitButton, useFocusOnMount, useStepError } from './StepParts';
import partStyles from './StepParts.module.css';
import styles from './PasswordStep.module.css';

/** An existing account: its password, with 忘记密码？ and 换个邮箱. */
export function PasswordStep({
  email,
  busy,
  error,
  notice,
  onLogin,
  onForgot,
  onBack,
}: LoginDialogProps) {
  const [password, setPassword] = useState('');
  const { problem, setProblem, errorId, text } = useStepError(error);
  const inputId = useId();
  const inputRef = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password);
    setProblem(found);
    if (!found && !busy) onLogin(password);
  };

  return (
    <form className={partStyles.form} noValidate onSubmit={submit} data-step="password">
      <AccountLine email={email} onBack={onBack} />
      {notice && <output className={styles.notice}>{notice}</output>}
      <PasswordField
        id={inputId}
        inputRef={inputRef}
        focusFirst
        label={accountT('login.password')}
        placeholder={accountT('login.passwordPlaceholder')}
        autoComplete="current-password"
        value={password}
        invalid={problem !== undefined}
        describedBy={text ? errorId : undefined}
        onChange={(value) => {
          setPassword(value);
          setProblem(undefined);
        }}
      />
      <div className={styles.linkRow}>
        <button type="button" className={partStyles.link} onClick={onForgot}>
          {accountT('login.forgot')}
        </button>
      </div>
      <ErrorLine id={errorId} text={text} />
      <SubmitButton busy={busy} label={accountT('login.submitLogin')} />
    </form>
  );
}

/**
 * Who is logging in, with 换个邮箱; the address also sits in a read-only username field so a
 * password manager saves the pair.
 */
function AccountLine({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className={styles.account}>
      <input
        className={styles.accountEmail}
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        aria-label={accountT('login.email')}
      />
      <button type="button" className={partStyles.link} onClick={onBack}>
        {accountT('login.changeEmail')}
      </button>
    </div>
  );
}
