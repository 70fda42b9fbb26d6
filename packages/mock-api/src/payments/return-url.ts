/**
 * Where the pay page sends the browser after paying. Only same-site paths are accepted, so an
 * order cannot be made into an open redirect: `/vip` and `/vip?x=1` pass; `//evil.com`,
 * `/\evil.com` (browsers read a backslash as a slash), `https://evil.com`, `javascript:...`,
 * relative paths and anything with control characters are refused. The value is judged as the
 * browser will read it after normalisation: `/..//evil.com` normalises to `//evil.com`, a
 * protocol-relative URL, and is refused too; the pay page checks the final `Location` once more.
 */
const MAX_RETURN_URL_LENGTH = 2000;
const BASE = 'http://same.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function isSameSitePath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return false;
  if (!value.startsWith('/')) return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  // Whitespace, backslashes and control characters are stripped or rewritten by URL parsers.
  if (/[\s\\]/.test(value) || hasControlCharacter(value)) return false;
  // The final check: resolved against a placeholder origin, it must stay on that origin, and its
  // normalised path must not start with `//` (dot segments removed, `/..//x` is `//x`).
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * `returnUrl` with `orderId` set in its query, keeping its other parameters and fragment: the value
 * written into `Location`. Null when that value would leave the site (an order stored before the
 * check above was complete), so the caller shows its own page instead of redirecting.
 */
export function withOrderId(returnUrl: string, orderId: string): string | null {
  if (!isSameSitePath(returnUrl)) return null;
  const url = new URL(returnUrl, BASE);
  url.searchParams.set('orderId', orderId);
  const location = url.pathname + url.search + url.hash;
  return isSameSitePath(location) ? location : null;
}
