/**
 * The login dialog's flow, driving the API client: email first; an
 * existing account goes on to its password, a new one to registration with an email code; a
 * forgotten password is reset with a code and leads back to the password step. Server errors are
 * shown as the server's own message. Loaded with the dialog, never with the first page.
 *
 * `createAuthFlow` takes its client, password encryptor and clock, so tests drive it with a
 * scripted client; the app uses `authFlow`.
 */
import {
  ErrorCode,
  retryAfterSeconds,
  type ApiClient,
  type ApiResult,
  type Session,
} from '@xinghe/contracts/client';
import { accountT, waitText } from '@xinghe/ui';
import { proxy } from 'valtio';
import { track } from '../analytics';
import { api } from '../api';
import { createPasswordEncryptor, type PasswordEncryptor } from '../crypto/encryptPassword';
import { appEvents } from '../events';
import { clearInviteId, readInviteId } from './invite';
import { sessionActions, sessionState } from './session';

export type AuthStep = 'email' | 'password' | 'register' | 'forgot';

export interface AuthState {
  open: boolean;
  step: AuthStep;
  email: string;
  /** A call is on its way; the dialog's buttons wait. */
  busy: boolean;
  /**
   * The last failure: the server's message, shown as it is, except a rate limit's, worded here
   * from its wait (`waitText`); '' when there was no answer to show (the encryption library
   * failed to load), which the dialog words as a network error.
   */
  error: string | null;
  /** A neutral note, e.g. after a password reset. */
  notice: 'passwordChanged' | null;
  /** When a new code may be asked for (epoch ms); 0: any time. */
  resendAt: number;
  /** A code went to `email` in this step (the dialog says so). */
  codeSent: boolean;
  /** Why the dialog opened (the openIn event's reason). */
  reason: string | null;
}

/** Opening reason of /userinfo's 修改密码: straight to the reset step for the viewer's email. */
export const CHANGE_PASSWORD_REASON = 'changePassword';
/** SPEC "Countdown timer": 60 s unless the server says otherwise. */
export const RESEND_SECONDS = 60;

export interface AuthDeps {
  client: ApiClient;
  encrypt: PasswordEncryptor;
  now?: () => number;
}

const initial = (): AuthState => ({
  open: false,
  step: 'email',
  email: '',
  busy: false,
  error: null,
  notice: null,
  resendAt: 0,
  codeSent: false,
  reason: null,
});

/** How a refusal reads in the dialog; a rate limit (429) says its wait, in minutes when long. */
function failureText(
  failure: Extract<ApiResult<unknown>, { ok: false }>,
  limited: 'login.tooFrequent' | 'login.codeTooSoon',
): string {
  const wait = retryAfterSeconds(failure);
  return wait === null ? failure.msg : accountT(limited, { wait: waitText(wait) });
}

export function createAuthFlow({ client, encrypt, now = Date.now }: AuthDeps) {
  const state = proxy<AuthState>(initial());
  // Each opening and each step change starts a new round; replies of an older round are dropped.
  let round = 0;

  /**
   * Runs one call; a reply that arrives after the dialog moved on changes nothing. `limited` words
   * a rate limit's refusal (asking for a code says when the next one may be asked for).
   */
  async function run<T>(
    work: () => Promise<ApiResult<T>>,
    limited: 'login.tooFrequent' | 'login.codeTooSoon' = 'login.tooFrequent',
  ): Promise<ApiResult<T> | null> {
    const mine = round;
    state.busy = true;
    state.error = null;
    let reply: ApiResult<T>;
    try {
      reply = await work();
    } catch {
      reply = { ok: false, code: ErrorCode.Network, msg: '' }; // the lazily loaded encryption failed to arrive
    }
    if (mine !== round) return null;
    state.busy = false;
    if (!reply.ok) state.error = failureText(reply, limited);
    return reply;
  }

  function goTo(step: AuthStep) {
    round += 1;
    Object.assign(state, { step, busy: false, error: null, notice: null, codeSent: false });
  }

  /** The password, encrypted, then the call that carries it. */
  async function withPassword<T>(
    password: string,
    send: (cipher: string) => Promise<ApiResult<T>>,
  ) {
    const cipher = await encrypt(password);
    return cipher.ok ? send(cipher.data) : cipher;
  }

  function loggedIn(session: Pick<Session, 'token' | 'user'>, method: 'login' | 'register') {
    sessionActions.signIn(session.token, session.user, now());
    track('login_success', { method });
    actions.close();
  }

  const actions = {
    open({ reason }: { reason?: string } = {}) {
      round += 1;
      const email = sessionState.userInfo?.email ?? '';
      const changing = reason === CHANGE_PASSWORD_REASON && email !== '';
      Object.assign(state, initial(), {
        open: true,
        reason: reason ?? null,
        step: changing ? 'forgot' : 'email',
        email: changing ? email : state.email,
        resendAt: state.resendAt,
      });
    },

    close() {
      round += 1;
      Object.assign(state, { open: false, busy: false, error: null, notice: null });
    },

    /** 返回: from the reset step to the password, from the others to the email (another address). */
    back() {
      goTo(state.step === 'forgot' ? 'password' : 'email');
    },

    /** Step 1: which way this address goes, login or registration. */
    async submitEmail(email: string) {
      const address = email.trim();
      if (address.toLowerCase() !== state.email.toLowerCase()) state.resendAt = 0;
      state.email = address;
      const reply = await run(() => client.call('userExist', { path: { email: address } }));
      if (reply?.ok) goTo(reply.data.exist ? 'password' : 'register');
    },

    /** 获取验证码 (registration and reset): then 60 s (or what the server says) before the next. */
    async sendCode() {
      if (state.resendAt > now()) return;
      const reply = await run(
        () => client.call('sendEmailCode', { path: { email: state.email } }),
        'login.codeTooSoon',
      );
      if (!reply) return;
      if (reply.ok) {
        state.resendAt = now() + reply.data.resendAfter * 1000;
        state.codeSent = true;
        return;
      }
      // Asked too soon (another tab, a reload): the server says how long is left.
      const seconds = retryAfterSeconds(reply);
      if (seconds !== null) state.resendAt = now() + seconds * 1000;
    },

    async login(password: string) {
      const email = state.email;
      const reply = await run(() =>
        withPassword(password, (cipher) =>
          client.call('login', { params: { email, password: cipher } }),
        ),
      );
      if (reply?.ok) loggedIn(reply.data, 'login');
    },

    async register(code: string, password: string) {
      const email = state.email;
      const inviteId = readInviteId();
      const reply = await run(() =>
        withPassword(password, (cipher) =>
          client.call('register', {
            params: { email, code: code.trim(), password: cipher, inviteId },
          }),
        ),
      );
      if (!reply?.ok) return;
      // The invite has been credited (or ignored): a later account is nobody's invitee.
      clearInviteId();
      loggedIn(reply.data, 'register');
    },

    /** 忘记密码: the reset step for the same address. */
    forgot() {
      goTo('forgot');
    },

    /**
     * Reset with a code. Logged out (忘记密码): back to the password step with a note to log in
     * with the new one. Logged in (/userinfo's 修改密码): the session stays, the dialog closes and
     * the info dialog says it is done.
     */
    async changePassword(code: string, password: string) {
      const email = state.email;
      const reply = await run(() =>
        withPassword(password, (cipher) =>
          client.call('changePassword', { params: { email, code: code.trim(), password: cipher } }),
        ),
      );
      if (!reply?.ok) return;
      if (state.reason === CHANGE_PASSWORD_REASON && sessionState.isLogin) {
        actions.close();
        appEvents.emit('showInfo', { message: accountT('login.passwordChangedInfo') });
        return;
      }
      goTo('password');
      state.notice = 'passwordChanged';
    },
  };

  return { state, actions };
}

export type AuthFlow = ReturnType<typeof createAuthFlow>;

/** The app's flow: the shared client, passwords encrypted with the key fetched once. */
export const authFlow: AuthFlow = createAuthFlow({
  client: api,
  encrypt: createPasswordEncryptor(() => api.call('getPublicKey')),
});
