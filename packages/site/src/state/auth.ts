/**
 * The login dialog's flow, driving the API client: email first; an existing account goes on to
 * its password, a new one to registration with an email code; a forgotten password is reset with
 * a code and leads back to the password step. Server errors are shown as the server's own
 * message. Loaded with the dialog, never with the first page. The dialog's state is
 * `auth/dialog.ts`, the steps `auth/emailSteps.ts` and `auth/passwordSteps.ts`.
 *
 * `createAuthFlow` takes its client, password encryptor and clock, so tests drive it with a
 * scripted client; the app uses `authFlow`.
 */
import type { ApiClient } from '@xinghe/contracts/client';
import { api } from '../api';
import { createPasswordEncryptor, type PasswordEncryptor } from '../crypto/encryptPassword';
import { createAuthDialog } from './auth/dialog';
import { emailSteps } from './auth/emailSteps';
import { passwordSteps } from './auth/passwordSteps';

export { CHANGE_PASSWORD_REASON, type AuthState, type AuthStep } from './auth/dialog';

export interface AuthDeps {
  client: ApiClient;
  encrypt: PasswordEncryptor;
  now?: () => number;
}

export function createAuthFlow({ client, encrypt, now = Date.now }: AuthDeps) {
  const dialog = createAuthDialog();
  const actions = {
    open: dialog.open,
    close: dialog.close,
    back: dialog.back,
    ...emailSteps(dialog, client, now),
    ...passwordSteps(dialog, { client, encrypt, now }),
  };
  return { state: dialog.state, actions };
}

export type AuthFlow = ReturnType<typeof createAuthFlow>;

/** The app's flow: the shared client, passwords encrypted with the key fetched once. */
export const authFlow: AuthFlow = createAuthFlow({
  client: api,
  encrypt: createPasswordEncryptor(() => api.call('getPublicKey')),
});
