// @vitest-environment-options {"url":"https://xinghe.test/"}
/**
 * The `token` cookie the site writes (SPEC section 4) over https: marked Secure, so the browser
 * never sends it over plain http. The session tests run on http://localhost, where it is not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from './session';
import { takeTokenFromUrl } from './urlToken';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the token cookie over https', () => {
  it('is written with Secure when signing in', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    sessionActions.signIn('h.p.s', {});
    expect(written).toHaveBeenCalledWith('token=h.p.s; Path=/; SameSite=Lax; Secure');
  });

  it('is written with Secure when a link carries the token', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    takeTokenFromUrl('https://xinghe.test/vip?token=a.b.c');
    expect(written).toHaveBeenCalledWith('token=a.b.c; Path=/; SameSite=Lax; Secure');
  });
});
