/**
 * The RSA key pair passwords travel under. The browser encrypts with the public key (jsencrypt,
 * PKCS#1 v1.5); the server decrypts here. The pair is generated on first use and kept in the
 * `meta` table like the token secret, so the key survives restarts of the same database and a
 * page that fetched it before a restart can still log in.
 *
 * Node 20 refuses `privateDecrypt` with RSA_PKCS1_PADDING (CVE-2023-46809, the Marvin attack),
 * so the block is decrypted raw (RSA_NO_PADDING) and the PKCS#1 v1.5 type 2 padding is checked
 * and stripped below.
 */
import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export const RSA_PRIVATE_KEY_META_KEY = 'rsa_private_key';
const MODULUS_BITS = 2048;

export type PasswordCipher = ReturnType<typeof createPasswordCipher>;

function loadOrCreatePrivateKey(db: Database): string {
  const read = () =>
    (
      db.prepare('SELECT value FROM meta WHERE key = ?').get(RSA_PRIVATE_KEY_META_KEY) as
        { value: string } | undefined
    )?.value;
  const existing = read();
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // OR IGNORE: if another process sharing the file won the race, its key is the one kept.
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    RSA_PRIVATE_KEY_META_KEY,
    pem,
  );
  const stored = read();
  if (!stored) throw new Error('RSA key missing from meta');
  return stored;
}

/**
 * The message inside a decrypted PKCS#1 v1.5 encryption block (`00 02 PS 00 M`, PS at least 8
 * non-zero bytes), or null when the block is not one.
 */
export function unpadPkcs1Type2(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) return null;
  return block.subarray(separator + 1);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function createPasswordCipher(db: Database) {
  // Generated lazily: most test apps never touch a password, and a key pair takes a moment.
  let key: { privateKey: KeyObject; publicPem: string; size: number } | null = null;
  const ensureKey = () => {
    if (!key) {
      const privateKey = createPrivateKey(loadOrCreatePrivateKey(db));
      const publicPem = createPublicKey(privateKey)
        .export({ type: 'spki', format: 'pem' })
        .toString();
      const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? MODULUS_BITS;
      key = { privateKey, publicPem, size: Math.ceil(bits / 8) };
    }
    return key;
  };

  return {
    /** PEM SPKI (`-----BEGIN PUBLIC KEY-----`), what jsencrypt's setPublicKey takes. */
    publicKeyPem: (): string => ensureKey().publicPem,

    /** The clear text of a base64 ciphertext, or null when it does not decrypt to UTF-8 text. */
    decrypt(base64: string): string | null {
      const { privateKey, size } = ensureKey();
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
      let cipher = Buffer.from(base64, 'base64');
      if (cipher.length > size || cipher.length === 0) return null;
      // jsencrypt drops leading zero bytes of the ciphertext now and then; put them back.
      if (cipher.length < size)
        cipher = Buffer.concat([Buffer.alloc(size - cipher.length), cipher]);
      let block: Buffer;
      try {
        block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher);
      } catch {
        return null; // e.g. a number not below the modulus
      }
      const message = unpadPkcs1Type2(block);
      if (!message) return null;
      try {
        return utf8.decode(message);
      } catch {
        return null;
      }
    },
  };
}
