import { useId, useState, type FormEvent } from 'react';
import { accountT, type PlainAccountKey } from '../../i18n/accountMessages';
import fieldStyles from './LoginField.module.css';
import { CODE_LENGTH, codeProblem, passwordProblem } from './loginRules';
import type { LoginDialogProps } from './loginTypes';
import { PasswordField } from './PasswordField';
import { ErrorLine, SubmitButton, useFocusOnMount, useStepError } from './StepParts';
import partStyles from './StepParts.module.css';
import styles from './CodeStep.module.css';

type CodeStepProps = LoginDialogProps & { mode: 'register' | 'forgot' };

/**
 * Register (a new address) and forgot (a password reset) are the same form: the emailed 6-digit
 * code with 获取验证码 and its countdown, a new password and its confirmation.
 */
export function CodeStep({
  mode,
  email,
  busy,
  error,
  codeCountdown,
  codeSent,
  onSendCode,
  onRegister,
  onResetPassword,
  onBack,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalidField, setInvalidField] = useState<'code' | 'password' | 'confirm'>();
  const { setProblem, errorId, text } = useStepError(error);
  const codeId = useId();
  const passwordId = useId();
  const confirmId = useId();
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const counting = codeCountdown > 0;
  const describedBy = text ? errorId : undefined;

  const fail = (field: 'code' | 'password' | 'confirm', key: PlainAccountKey) => {
    setInvalidField(field);
    setProblem(key);
  };
  const edited = () => {
    setInvalidField(undefined);
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codeKey = codeProblem(code);
    if (codeKey) return fail('code', codeKey);
    const passwordKey = passwordProblem(password);
    if (passwordKey) return fail('password', passwordKey);
    if (confirm !== password) return fail('confirm', 'login.passwordMismatch');
    edited();
    if (busy) return;
    const input = { code: code.trim(), password };
    if (mode === 'register') onRegister(input);
    else onResetPassword(input);
  };

  const intro = codeSent
    ? accountT('login.registerIntro', { email })
    : mode === 'register'
      ? accountT('login.registerIntroBefore', { email })
      : accountT('login.forgotIntro', { email });

  return (
    <form className={partStyles.form} noValidate onSubmit={submit} data-step={mode}>
      <p className={partStyles.intro} data-sent={codeSent || undefined}>
        {intro}
      </p>
      <div className={fieldStyles.field}>
        <label htmlFor={codeId} className={fieldStyles.label}>
          {accountT('login.code')}
        </label>
        <div className={fieldStyles.inputRow}>
          <input
            ref={codeRef}
            id={codeId}
            className={fieldStyles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={accountT('login.codePlaceholder')}
            maxLength={CODE_LENGTH}
            value={code}
            data-autofocus
            aria-invalid={invalidField === 'code' || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              // Digits only: a pasted "123 456" or a stray letter never reaches the server.
              setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
              edited();
            }}
          />
          <button
            type="button"
            className={styles.sendCode}
            disabled={counting}
            data-counting={counting || undefined}
            onClick={onSendCode}
          >
            {counting
              ? accountT('login.resendIn', { n: codeCountdown })
              : accountT('login.sendCode')}
          </button>
        </div>
      </div>
      <PasswordField
        id={passwordId}
        label={accountT('login.newPassword')}
        placeholder={accountT('login.newPasswordPlaceholder')}
        autoComplete="new-password"
        value={password}
        invalid={invalidField === 'password'}
        describedBy={describedBy}
        onChange={(value) => {
          setPassword(value);
          edited();
        }}
      />
      <PasswordField
        id={confirmId}
        label={accountT('login.confirmPassword')}
        placeholder={accountT('login.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        invalid={invalidField === 'confirm'}
        describedBy={describedBy}
        onChange={(value) => {
          setConfirm(value);
          edited();
        }}
      />
      <ErrorLine id={errorId} text={text} />
      <SubmitButton
        busy={busy}
        label={accountT(mode === 'register' ? 'login.submitRegister' : 'login.submitReset')}
      />
      <button type="button" className={partStyles.back} onClick={onBack}>
        {accountT('login.back')}
      </button>
    </form>
  );
}
