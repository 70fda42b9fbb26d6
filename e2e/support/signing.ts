/**
 * Media URL signing for the tests, written again with node:crypto from the description in
 * packages/contracts/src/signing/schemes.ts (the contract's own module imports crypto-js in a way
 * only bundlers resolve). Agreeing with the player's signatures is itself a check of the scheme.
 */
import { createHash, randomUUID } from 'node:crypto';
import { MEDIA_SIGN_SALT, MEDIA_SIGN_SEED } from '../../packages/contracts/src/signing/constants';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface SignOptions {
  /** A media token (see mediaTokenFor in ./playback), never a session token; '' for a visitor. */
  token: string;
  scheme?: 1 | 2;
  /** Epoch ms (default now). */
  now?: number;
}

export function signMediaUrl(path: string, { token, scheme = 1, now = Date.now() }: SignOptions) {
  const timestamp = String(Math.floor(now / 1000));
  const rand = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  const uuid = randomUUID();
  const sign =
    scheme === 1
      ? md5(`${path}${MEDIA_SIGN_SEED}|${timestamp}|${rand}|${uuid}|${token}`)
      : sha256(
          `${md5(`${timestamp}|${rand}|${uuid}`)}${MEDIA_SIGN_SALT}` +
            `${Buffer.from(path, 'utf8').toString('base64')}${MEDIA_SIGN_SALT}` +
            sha256(`${token}|${MEDIA_SIGN_SALT}`),
        );
  const query = new URLSearchParams({ timestamp, rand, uuid, from: 'web', sign, token });
  return `${path}?${query}`;
}
