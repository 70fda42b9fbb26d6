/**
 * The invite code a new account is credited to: an invite link
 * (`/invite-h5?invite_id=...`) leaves its code in local storage `invite_id` at boot, registration
 * sends it as `inviteId`, and a successful registration clears it (one credit per code holder).
 */
import { localStore } from '../storage';

export const INVITE_STORAGE_KEY = 'invite_id';
export const INVITE_URL_PARAM = 'invite_id';

/** Invite codes are short letters and digits; anything else in the URL is not worth keeping. */
const PLAUSIBLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Stores the URL's `invite_id` (the newest link wins); returns the stored code, if any. */
export function captureInviteFromUrl(href: string): string | null {
  const code = new URL(href).searchParams.get(INVITE_URL_PARAM)?.trim() ?? '';
  if (!PLAUSIBLE_CODE.test(code)) return null;
  localStore.set(INVITE_STORAGE_KEY, code);
  return code;
}

export const readInviteId = (): string | undefined =>
  localStore.get(INVITE_STORAGE_KEY) || undefined;

export const clearInviteId = (): void => void localStore.remove(INVITE_STORAGE_KEY);
