import type { DialogVariant } from '../Dialog/Dialog';

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
