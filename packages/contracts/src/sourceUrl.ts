/**
 * The shape rule of a user-source URL, defined once for the form (instant feedback) and the server
 * (the rule that counts). Browser-safe: no dependencies. The server adds the address rule on top
 * (no private, loopback or link-local hosts, see the mock's `net/` modules), which needs an IP
 * library and DNS and so is not checked here.
 */
import type { SOURCE_URL_PROBLEMS } from './literals';

export type SourceUrlProblem = (typeof SOURCE_URL_PROBLEMS)[number];

/** Longest URL a source may have (characters, as typed). */
export const SOURCE_URL_MAX_LENGTH = 2048;
/** Longest source name (characters, after trimming). */
export const SOURCE_NAME_MAX_LENGTH = 30;
/** The only ports a source (and the checks the server makes) may use. */
export const SOURCE_PORTS: readonly number[] = [80, 443];

/** The effective port of an http(s) URL: the explicit one, else the scheme's default. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Parses a source URL and says what is wrong with it, or gives the normalised URL. Only http and
 * https pass: javascript:, data:, file:, blob:, ftp: and every other scheme are refused, so a
 * stored source can never become a script link. The port is the server's to judge with the address
 * (SOURCE_PORTS, and a test mock's SOURCE_ALLOW_HOSTS may allow a loopback port): the form shows
 * that refusal where it shows this one.
 */
export function checkSourceUrl(
  input: string,
): { ok: true; url: URL } | { ok: false; problem: SourceUrlProblem } {
  const text = input.trim();
  if (text.length > SOURCE_URL_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: 'scheme' };
  if (!url.hostname) return { ok: false, problem: 'invalid' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  return { ok: true, url };
}
