import { accountT, type PlainAccountKey } from '../../i18n/accountMessages';
import { Dialog } from '../Dialog/Dialog';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import type { LoginDialogProps, LoginStep } from './loginTypes';
import { PasswordStep } from './PasswordStep';

export type { LoginCodeInput, LoginDialogProps, LoginStep } from './loginTypes';

const TITLE_KEYS: Record<LoginStep, PlainAccountKey> = {
  email: 'login.titleEmail',
  password: 'login.titlePassword',
  register: 'login.titleRegister',
  forgot: 'login.titleForgot',
};

/**
 * The login dialog (SPEC "Login dialog"): email first, then password login, or registration or a
 * password reset with a 6-digit email code. It checks the input's format itself and shows the
 * server's own messages; every call and every step change belongs to the page. Each step is its
 * own form (EmailStep, PasswordStep, CodeStep for register and forgot).
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
