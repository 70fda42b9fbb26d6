/**
 * The dialog's password steps: log in, register with a code, reset with a code. The password is
 * encrypted first; a success signs the viewer in (or, for a reset, says so).
 */
import type { ApiClient, ApiResult, Session } from '@xinghe/contracts/client';
import { accountT } from '@xinghe/ui';
import { track } from '../../analytics';
import type { PasswordEncryptor } from '../../crypto/encryptPassword';
import { appEvents } from '../../events';
import { clearInviteId, readInviteId } from '../invite';
import { sessionActions, sessionState } from '../session';
import { CHANGE_PASSWORD_REASON, type AuthDialog } from './dialog';

export interface PasswordDeps {
  client: ApiClient;
  encrypt: PasswordEncryptor;
  now: () => number;
}

export function passwordSteps(dialog: AuthDialog, { client, encrypt, now }: PasswordDeps) {
  const { state, run } = dialog;

  /** The password, encrypted, then the call that carries it. */
  const withPassword = <T>(password: string, send: (cipher: string) => Promise<ApiResult<T>>) =>
    run(async () => {
      const cipher = await encrypt(password);
      return cipher.ok ? send(cipher.data) : cipher;
    });

  function loggedIn(session: Pick<Session, 'token' | 'user'>, method: 'login' | 'register') {
    sessionActions.signIn(session.token, session.user, now());
    track('login_success', { method });
    dialog.close();
  }

  return {
    async login(password: string) {
      const email = state.email;
      const reply = await withPassword(password, (cipher) =>
        client.call('login', { params: { email, password: cipher } }),
      );
      if (reply?.ok) loggedIn(reply.data, 'login');
    },

    async register(code: string, password: string) {
      const email = state.email;
      const inviteId = readInviteId();
      const reply = await withPassword(password, (cipher) =>
        client.call('register', {
          params: { email, code: code.trim(), password: cipher, inviteId },
        }),
      );
      if (!reply?.ok) return;
      // The invite has been credited (or ignored): a later account is nobody's invitee.
      clearInviteId();
      loggedIn(reply.data, 'register');
    },

    /** 忘记密码: the reset step for the same address. */
    forgot() {
      dialog.goTo('forgot');
    },

    /**
     * Reset with a code. Logged out (忘记密码): back to the password step with a note to log in
     * with the new one. Logged in (/userinfo's 修改密码): the session stays, the dialog closes and
     * the info dialog says it is done.
     */
    async changePassword(code: string, password: string) {
      const email = state.email;
      const reply = await withPassword(password, (cipher) =>
        client.call('changePassword', { params: { email, code: code.trim(), password: cipher } }),
      );
      if (!reply?.ok) return;
      if (state.reason === CHANGE_PASSWORD_REASON && sessionState.isLogin) {
        dialog.close();
        appEvents.emit('showInfo', { message: accountT('login.passwordChangedInfo') });
        return;
      }
      dialog.goTo('password');
      state.notice = 'passwordChanged';
    },
  };
}
