/** Checks of user-typed fields the schemas leave to the server, for their Chinese messages. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@xinghe/contracts';
import { badRequest } from '../lib/reply';
import { AccountMsg } from './messages';
import type { PasswordCipher } from './rsa';

/** something@domain.tld: no spaces, one @, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address trimmed, or a refusal 邮箱格式不正确. */
export function validEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 100 || !EMAIL_PATTERN.test(trimmed)) throw badRequest(AccountMsg.badEmail);
  return trimmed;
}

/** The clear password of a ciphertext, or a refusal (does not decrypt / wrong length). */
export function clearPassword(cipher: PasswordCipher, encrypted: string): string {
  const password = cipher.decrypt(encrypted);
  if (password === null) throw badRequest(AccountMsg.badPasswordCipher);
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw badRequest(AccountMsg.passwordLength);
  }
  return password;
}
