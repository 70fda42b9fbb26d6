/**
 * The token header is taken only exactly as the server issued it: the canonical base64url JWT.
 * Anything else that decodes to the same bytes (padding, spare bits) is no token.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL } from './vod-helpers';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same token with the signature's last character changed in its unused low bits: a 32-byte
 * HS256 signature is 43 characters, whose last one carries 4 bits of data and 2 spare ones.
 */
function withSpareBitsSet(token: string): string {
  const last = BASE64URL.indexOf(token.at(-1)!);
  return token.slice(0, -1) + BASE64URL[last | 0b01];
}

const LOGGED_OUT = { code: 401, msg: '请先登录', data: null };

describe('the token header', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApi({ devRoutes: true });
    token = await loginAs(app, MEMBER_TEST_EMAIL);
  }, APP_START_TIMEOUT);
  afterAll(() => app.close());

  const ask = (url: string, value: string) => call(app, { url, headers: { token: value } });

  it('is accepted as issued', async () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    for (const url of ['/user/detail', '/user/verifyToken']) {
      expect((await ask(url, token)).body.code).toBe(0);
    }
  });

  it('is refused with anything appended, padded or re-encoded', async () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const variants = [
      `${token}=`,
      `${token}==`,
      `${header}=.${payload}.${signature}`,
      `${header}.${payload}=.${signature}`,
      withSpareBitsSet(token),
      `${token}.`,
      ` ${token}x`.trim(),
      token.replaceAll('-', '+').replaceAll('_', '/'),
    ].filter((variant) => variant !== token);
    expect(variants.length).toBeGreaterThanOrEqual(7);
    for (const variant of variants) {
      for (const url of ['/user/detail', '/user/verifyToken']) {
        expect({ variant, reply: (await ask(url, variant)).body }).toEqual({
          variant,
          reply: LOGGED_OUT,
        });
      }
    }
  });
});
