/**
 * The two signing schemes (SPEC section 7, "Media URL signing"). Both hash the URL path, the
 * timestamp, the random strings and the token, so changing any of them breaks the signature.
 *
 * Scheme 1, "a hash of path/seed, timestamp, random strings and token":
 *   sign = md5(path + SEED + '|' + timestamp + '|' + rand + '|' + uuid + '|' + token)
 *
 * Scheme 2, "two hashes and a salted combination involving a base64 of the URL path":
 *   a    = md5(timestamp + '|' + rand + '|' + uuid)
 *   b    = sha256(token + '|' + SALT)
 *   sign = sha256(a + SALT + base64(utf8(path)) + SALT + b)
 *
 * Hex digits, lowercase: 32 for scheme 1, 64 for scheme 2. `path` is the URL's pathname as sent
 * on the wire (percent-encoded), without origin or query.
 */
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import md5 from 'crypto-js/md5';
import sha256 from 'crypto-js/sha256';
import { MEDIA_SIGN_SALT, MEDIA_SIGN_SEED, type MediaSignScheme } from './constants';

export interface SignInput {
  path: string;
  timestamp: string;
  rand: string;
  uuid: string;
  token: string;
}

export function signScheme1({ path, timestamp, rand, uuid, token }: SignInput): string {
  return md5(`${path}${MEDIA_SIGN_SEED}|${timestamp}|${rand}|${uuid}|${token}`).toString();
}

export function signScheme2({ path, timestamp, rand, uuid, token }: SignInput): string {
  const a = md5(`${timestamp}|${rand}|${uuid}`).toString();
  const b = sha256(`${token}|${MEDIA_SIGN_SALT}`).toString();
  const pathBase64 = Base64.stringify(Utf8.parse(path));
  return sha256(`${a}${MEDIA_SIGN_SALT}${pathBase64}${MEDIA_SIGN_SALT}${b}`).toString();
}

export function computeSign(scheme: MediaSignScheme, input: SignInput): string {
  return scheme === 1 ? signScheme1(input) : signScheme2(input);
}

/** The scheme a sign was made with, read from its length; null for anything else. */
export function schemeOfSign(sign: string): MediaSignScheme | null {
  if (/^[0-9a-f]{32}$/.test(sign)) return 1;
  if (/^[0-9a-f]{64}$/.test(sign)) return 2;
  return null;
}
