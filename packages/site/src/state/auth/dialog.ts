/**
 * The login dialog's own state: open or not, which step, the address, whether a call is on its
 * way and what the last one said. Each opening and each step change starts a new round; a reply
 * of an older round changes nothing.
 */
import { ErrorCode, retryAfterSeconds, type ApiResult } from '@xinghe/contracts/client';
import { accountT, waitText } from '@xinghe/ui';
import { proxy } from 'valtio';
import { sessionState } from '../session';

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

type Limited = 'login.tooFrequent' | 'login.codeTooSoon';

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
function failureText(failure: Extract<ApiResult<unknown>, { ok: false }>, limited: Limited) {
  const wait = retryAfterSeconds(failure);
  return wait === null ? failure.msg : accountT(limited, { wait: waitText(wait) });
}

export function createAuthDialog() {
  const state = proxy<AuthState>(initial());
  let round = 0;

  const dialog = {
    state,

    /**
     * Runs one call; a reply that arrives after the dialog moved on is null. `limited` words a
     * rate limit's refusal (asking for a code says when the next one may be asked for).
     */
    async run<T>(
      work: () => Promise<ApiResult<T>>,
      limited: Limited = 'login.tooFrequent',
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
    },

    goTo(step: AuthStep) {
      round += 1;
      Object.assign(state, { step, busy: false, error: null, notice: null, codeSent: false });
    },

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
      dialog.goTo(state.step === 'forgot' ? 'password' : 'email');
    },
  };
  return dialog;
}

export type AuthDialog = ReturnType<typeof createAuthDialog>;
