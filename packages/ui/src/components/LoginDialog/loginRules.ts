/**
 * The checks the login dialog makes before it asks the server: the same rules the server applies
 * (邮箱格式不正确, 密码长度为6-20位, a 6-digit code), so a typo gets its answer at once. Each returns
 * the catalogue key of the problem, or undefined when the input is fine.
 */
import type { PlainAccountKey } from '../../i18n/accountMessages';

// Something@something.tld without spaces: what a person means by an address. The server decides the rest.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CODE = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;

export function emailProblem(email: string): PlainAccountKey | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'login.emailRequired';
  if (!EMAIL.test(trimmed)) return 'login.emailInvalid';
  return undefined;
}

/** Length in characters (code points), as the server counts it after decryption. */
export function passwordProblem(password: string): PlainAccountKey | undefined {
  if (!password) return 'login.passwordRequired';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'login.passwordLength';
  return undefined;
}

export function codeProblem(code: string): PlainAccountKey | undefined {
  return CODE.test(code.trim()) ? undefined : 'login.codeInvalid';
}
