/**
 * The dialog's email steps: which way an address goes (an existing account to its password, a
 * new one to registration), and asking for an email code (registration and reset).
 */
import { retryAfterSeconds, type ApiClient } from '@xinghe/contracts/client';
import type { AuthDialog } from './dialog';

export function emailSteps({ state, run, goTo }: AuthDialog, client: ApiClient, now: () => number) {
  return {
    /** Step 1: which way this address goes, login or registration. */
    async submitEmail(email: string) {
      const address = email.trim();
      if (address.toLowerCase() !== state.email.toLowerCase()) state.resendAt = 0;
      state.email = address;
      const reply = await run(() => client.call('userExist', { path: { email: address } }));
      if (reply?.ok) goTo(reply.data.exist ? 'password' : 'register');
    },

    /** 获取验证码: then 60 s (or what the server says) before the next. */
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
  };
}
