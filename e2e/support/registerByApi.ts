/**
 * A brand-new account for a journey, made through the host the way the browser makes one: the
 * email code from the dev mailbox, the password RSA-encrypted (PKCS#1 v1.5, as jsencrypt does)
 * with the key from `GET /user/publicKey`. Each journey gets its own account, so parallel
 * journeys (desktop and phone) never move each other's VIP expiry or points.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export const TEST_PASSWORD = 'xinghe123';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TestUser {
  id: number;
  email: string;
  expireTime: number | null;
  isVip: boolean;
  points: number;
  inviteCode: string;
}

async function envelope<T>(reply: { ok(): boolean; json(): Promise<unknown> }): Promise<T> {
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as Envelope<T>;
  expect(body.msg && body.code !== 0 ? body.msg : body.code).toBe(0);
  return body.data;
}

/** A fresh address per call (the mock keeps one database for the whole run). */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@xinghe.test`;

export async function encryptPassword(request: APIRequestContext, password: string) {
  const { publicKey } = await envelope<{ publicKey: string }>(await request.get('/user/publicKey'));
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

/** The newest code the mock mailed to `email` (dev mailbox, passed on by the host). */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`/__dev/mailbox/${encodeURIComponent(email)}`);
      const { messages } = await envelope<{ messages: { code: string }[] }>(reply);
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers `email` (optionally invited by `inviteId`); resolves to its session token and user. */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  inviteId?: string,
): Promise<{ token: string; user: TestUser }> {
  await envelope(await request.get(`/user/sendEmailCode/${encodeURIComponent(email)}`));
  const code = await mailedCode(request, email);
  const password = await encryptPassword(request, TEST_PASSWORD);
  return envelope(
    await request.post('/user/register', {
      data: { email, code, password, ...(inviteId ? { inviteId } : {}) },
    }),
  );
}

/** The user as the server sees them now (the token check). */
export async function userOf(request: APIRequestContext, token: string): Promise<TestUser> {
  return envelope(await request.get('/user/verifyToken', { headers: { token } }));
}
