import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { accountT, type PlainAccountKey } from '../../i18n/accountMessages';
import { Dialog, type DialogVariant } from '../Dialog/Dialog';
import { CODE_LENGTH, codeProblem, emailProblem, passwordProblem } from './loginRules';
import { PasswordField } from './PasswordField';
import styles from './LoginDialog.module.css';

/**
 * Where the dialog is: `email` first; an existing address goes on to `password`, a new one to
 * `register`; `forgot` (from the password step) resets the password with an email code.
 */
export type LoginStep = 'email' | 'password' | 'register' | 'forgot';

/** What register and forgot-password submit: the emailed code and the (clear) new password. */
export interface LoginCodeInput {
  code: string;
  password: string;
}

export interface LoginDialogProps {
  open: boolean;
  /** `center` on desktop, `sheet` (bottom sheet) on a phone. */
  variant?: DialogVariant;
  /** The page owns the steps: it moves on when the server has answered. */
  step: LoginStep;
  /** The address being logged in or registered; fills the email step's field when it opens. */
  email: string;
  /** A call is under way: the submit button waits and says 请稍候…. */
  busy?: boolean;
  /** The server's message for the last call, shown as is (e.g. 邮箱或密码错误, 验证码已过期，请重新获取). */
  error?: string;
  /** Seconds until a code can be sent again; 0 = 获取验证码 is available. */
  codeCountdown: number;
  /** A code was sent to `email` in this step: says so above the code field. */
  codeSent?: boolean;
  /** Password step: good news to show above the field (e.g. 密码已重置，请使用新密码登录). */
  notice?: string;
  /** Email step: the address passed the format check; the page asks userExist and picks the next step. */
  onSubmitEmail: (email: string) => void;
  /** Password step: the clear password (the page encrypts it). */
  onLogin: (password: string) => void;
  /** Register and forgot steps: 获取验证码. */
  onSendCode: () => void;
  onRegister: (input: LoginCodeInput) => void;
  onResetPassword: (input: LoginCodeInput) => void;
  /** Password step: 忘记密码？ */
  onForgot: () => void;
  /** 返回 from password/register (to email) and forgot (to password); the page decides where. */
  onBack: () => void;
  onClose: () => void;
}

const TITLE_KEYS: Record<LoginStep, PlainAccountKey> = {
  email: 'login.titleEmail',
  password: 'login.titlePassword',
  register: 'login.titleRegister',
  forgot: 'login.titleForgot',
};

/**
 * The login dialog (SPEC "Login dialog"): email first, then password login, or registration or a
 * password reset with a 6-digit email code. It checks the input's format itself and shows the
 * server's own messages; every call and every step change belongs to the page.
 */
export function LoginDialog(props: LoginDialogProps) {
  const { open, variant = 'center', step, onClose } = props;
  return (
    <Dialog
      open={open}
      title={accountT(TITLE_KEYS[step])}
      onClose={onClose}
      variant={variant}
      size="sm"
    >
      {/* One form per step, keyed, so a step starts with empty fields and its first field focused. */}
      {step === 'email' && <EmailStep key="email" {...props} />}
      {step === 'password' && <PasswordStep key="password" {...props} />}
      {step === 'register' && <CodeStep key="register" {...props} mode="register" />}
      {step === 'forgot' && <CodeStep key="forgot" {...props} mode="forgot" />}
    </Dialog>
  );
}

/** The error line: a format problem found here wins over the server's last message. */
function useStepError(serverError: string | undefined) {
  const [problem, setProblem] = useState<PlainAccountKey>();
  const errorId = useId();
  const text = problem ? accountT(problem) : serverError;
  return { problem, setProblem, errorId, text };
}

/** Focuses the step's first field when the step mounts inside an already open dialog. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

function ErrorLine({ id, text }: { id: string; text: string | undefined }) {
  // Always in the page, so a screen reader announces the message when it appears.
  return (
    <p id={id} className={styles.error} role="alert">
      {text}
    </p>
  );
}

function SubmitButton({ busy, label }: { busy: boolean | undefined; label: string }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy ? accountT('login.busy') : label}
    </button>
  );
}

function EmailStep({ email, busy, error, onSubmitEmail }: LoginDialogProps) {
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
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {accountT('login.email')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
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

function PasswordStep({ email, busy, error, notice, onLogin, onForgot, onBack }: LoginDialogProps) {
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
    <form className={styles.form} noValidate onSubmit={submit} data-step="password">
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
        <button type="button" className={styles.link} onClick={onForgot}>
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
      <button type="button" className={styles.link} onClick={onBack}>
        {accountT('login.changeEmail')}
      </button>
    </div>
  );
}

type CodeStepProps = LoginDialogProps & { mode: 'register' | 'forgot' };

function CodeStep({
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
    <form className={styles.form} noValidate onSubmit={submit} data-step={mode}>
      <p className={styles.intro} data-sent={codeSent || undefined}>
        {intro}
      </p>
      <div className={styles.field}>
        <label htmlFor={codeId} className={styles.label}>
          {accountT('login.code')}
        </label>
        <div className={styles.inputRow}>
          <input
            ref={codeRef}
            id={codeId}
            className={styles.input}
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
      <button type="button" className={styles.back} onClick={onBack}>
        {accountT('login.back')}
      </button>
    </form>
  );
}
