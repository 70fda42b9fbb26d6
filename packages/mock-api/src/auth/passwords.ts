/**
 * Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, salt and hash base64url.
 * The parameters travel with the hash, so they can be raised later without breaking old hashes.
 * Never log a password or a hash.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;

/** A stored hash no password matches: an account nobody can log into with a password. */
export const LOCKED_PASSWORD_HASH = '!locked';
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((x) => Number.isSafeInteger(x) && x > 0)) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), options);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
