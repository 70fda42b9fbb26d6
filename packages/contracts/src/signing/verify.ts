import {
  MEDIA_SIGN_FROM,
  MEDIA_SIGN_FUTURE_SKEW_SECONDS,
  MEDIA_SIGN_MAX_AGE_SECONDS,
  type MediaSignScheme,
} from './constants';
import { computeSign, schemeOfSign } from './schemes';
import { parseMediaUrl } from './url';

export interface VerifyMediaOptions {
  /** How old a signature may be, seconds (default 300). */
  maxAgeSeconds?: number;
  /** Epoch milliseconds, as `Date.now()` gives (default: now). */
  now?: number;
}

export type MediaSignatureFailure =
  /** A signing parameter is absent. */
  | 'missing'
  /** Present but not of the right form (from is not web, rand not 10 letters/digits, ...). */
  | 'malformed'
  /** Older than maxAgeSeconds, or from too far in the future. */
  | 'stale'
  /** The sign does not match the path and parameters (tampered, or a wrong token). */
  | 'mismatch';

export type MediaSignatureCheck =
  | {
      ok: true;
      scheme: MediaSignScheme;
      /** The (media) token the URL was signed for ('' for a visitor): check who it belongs to. */
      token: string;
      uuid: string;
      /** Epoch seconds of signing. */
      timestamp: number;
      /** The signed pathname. */
      path: string;
    }
  | { ok: false; reason: MediaSignatureFailure };

const RAND = /^[A-Za-z0-9]{10}$/;
const UUID = /^[A-Za-z0-9-]{8,64}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;

/** Compares without stopping at the first difference, so timing says nothing about the sign. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checks a signed media URL (path with query, or absolute URL). Never throws. */
export function verifyMediaSignature(
  url: string,
  options: VerifyMediaOptions = {},
): MediaSignatureCheck {
  let parsed: ReturnType<typeof parseMediaUrl>;
  try {
    parsed = parseMediaUrl(url);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { params, path } = parsed;
  const timestamp = params.get('timestamp');
  const rand = params.get('rand');
  const uuid = params.get('uuid');
  const from = params.get('from');
  const sign = params.get('sign');
  const token = params.get('token');
  if (
    timestamp === null ||
    rand === null ||
    uuid === null ||
    from === null ||
    sign === null ||
    token === null
  ) {
    return { ok: false, reason: 'missing' };
  }
  const scheme = schemeOfSign(sign);
  if (
    from !== MEDIA_SIGN_FROM ||
    !TIMESTAMP.test(timestamp) ||
    !RAND.test(rand) ||
    !UUID.test(uuid) ||
    scheme === null
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const signedAt = Number(timestamp);
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const maxAge = options.maxAgeSeconds ?? MEDIA_SIGN_MAX_AGE_SECONDS;
  if (nowSeconds - signedAt > maxAge || signedAt - nowSeconds > MEDIA_SIGN_FUTURE_SKEW_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  const expected = computeSign(scheme, { path, timestamp, rand, uuid, token });
  if (!sameText(expected, sign)) return { ok: false, reason: 'mismatch' };
  return { ok: true, scheme, token, uuid, timestamp: signedAt, path };
}
