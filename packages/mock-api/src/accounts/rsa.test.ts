import { constants, publicEncrypt } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { createPasswordCipher, unpadPkcs1Type2 } from './rsa';

function freshDb() {
  const db = new Database(':memory:');
  runMigrations(db, migrations);
  return db;
}

const encrypt = (key: string, text: string) =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8'));

describe('password cipher', () => {
  const db = freshDb();
  const cipher = createPasswordCipher(db);
  const key = cipher.publicKeyPem();

  it('decrypts what PKCS#1 v1.5 encryption with its public key made, UTF-8 included', () => {
    expect(cipher.decrypt(encrypt(key, 'xinghe123').toString('base64'))).toBe('xinghe123');
    expect(cipher.decrypt(encrypt(key, '星河密码ab').toString('base64'))).toBe('星河密码ab');
  });

  it('accepts a ciphertext whose leading zero bytes were dropped (jsencrypt does that)', () => {
    let stripped: Buffer | null = null;
    for (let i = 0; i < 2000 && !stripped; i++) {
      const c = encrypt(key, 'secret1');
      if (c[0] === 0) stripped = c.subarray(1);
    }
    expect(stripped).not.toBeNull();
    expect(cipher.decrypt(stripped!.toString('base64'))).toBe('secret1');
  });

  it('returns null for anything else', () => {
    const other = createPasswordCipher(freshDb());
    expect(cipher.decrypt(encrypt(other.publicKeyPem(), 'secret1').toString('base64'))).toBeNull();
    for (const junk of ['', 'secret1', '!!!', Buffer.alloc(257, 1).toString('base64')]) {
      expect(cipher.decrypt(junk)).toBeNull();
    }
  });

  it('keeps the key pair in the database: another cipher on the same file has the same key', () => {
    expect(createPasswordCipher(db).publicKeyPem()).toBe(key);
  });
});

describe('PKCS#1 v1.5 type 2 unpadding', () => {
  const block = (bytes: number[]) => Buffer.from(bytes);
  it('takes the message after the first zero following at least 8 padding bytes', () => {
    expect(unpadPkcs1Type2(block([0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 0, 65, 66]))?.toString()).toBe(
      'AB',
    );
  });
  it('refuses a wrong header or short padding', () => {
    expect(unpadPkcs1Type2(block([0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 0, 65]))).toBeNull();
    expect(unpadPkcs1Type2(block([0, 2, 1, 2, 3, 4, 5, 6, 7, 0, 65, 66]))).toBeNull();
    expect(unpadPkcs1Type2(block([0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBeNull();
  });
});
