import { accountT, LoginDialog } from '@xinghe/ui';
import { useSnapshot } from 'valtio';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { authFlow } from '../state/auth';
import { useSecondsUntil } from './useSecondsUntil';

const { actions } = authFlow;

/**
 * The ui's login dialog driven by the login flow (state/auth.ts): a bottom sheet on a phone.
 * Loaded the first time the dialog opens.
 */
export default function LoginDialogView() {
  const phone = usePhoneLayout();
  const state = useSnapshot(authFlow.state);
  const countdown = useSecondsUntil(state.resendAt);
  // '' is a failure with no server message (the encryption library did not arrive).
  const error = state.error === null ? undefined : state.error || accountT('error.network');

  return (
    <LoginDialog
      open={state.open}
      variant={phone ? 'sheet' : 'center'}
      step={state.step}
      email={state.email}
      busy={state.busy}
      error={error}
      codeCountdown={countdown}
      codeSent={state.codeSent}
      notice={state.notice === 'passwordChanged' ? accountT('login.passwordChanged') : undefined}
      onSubmitEmail={(email) => void actions.submitEmail(email)}
      onLogin={(password) => void actions.login(password)}
      onSendCode={() => void actions.sendCode()}
      onRegister={({ code, password }) => void actions.register(code, password)}
      onResetPassword={({ code, password }) => void actions.changePassword(code, password)}
      onForgot={actions.forgot}
      onBack={actions.back}
      onClose={actions.close}
    />
  );
}
