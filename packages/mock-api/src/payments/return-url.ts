/**
 * Where the pay page sends the browser after paying. Only same-site paths are accepted, so an
 * order cannot be made into an open redirect: `/vip` and `/vip?x=1` pass; `//evil.com`,
 * `/\evil.com` (browsers read a backslash as a slash), `https://evil.com`, `javascript:...`,
 * relative paths and anything with control characters are refused.
 */
const MAX_RETURN_URL_LENGTH = 2000;

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
  // The final check: resolved against a placeholder origin, it must stay on that origin.
  const base = 'http://same.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** `returnUrl` with `orderId` set in its query, keeping its other parameters and fragment. */
export function withOrderId(returnUrl: string, orderId: string): string {
  const url = new URL(returnUrl, 'http://same.invalid');
  url.searchParams.set('orderId', orderId);
  return url.pathname + url.search + url.hash;
}
