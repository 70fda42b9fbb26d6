import {
  MEDIA_RAND_LENGTH,
  MEDIA_SIGN_FROM,
  MEDIA_SIGN_PARAMS,
  type MediaSignScheme,
} from './constants';
import { randomId, randomUuid } from './random';
import { computeSign } from './schemes';
import { formatMediaUrl, parseMediaUrl } from './url';

export interface SignMediaOptions {
  /**
   * The media token of the play-line reply (`PlayInfo.mediaToken`), never the session token: URLs
   * leak. '' or null for a visitor (free media only).
   */
  token: string | null | undefined;
  /** 1 (MD5, the default) or 2 (SHA-256 with base64 of the path). */
  scheme?: MediaSignScheme;
  /** Epoch milliseconds, as `Date.now()` gives (default: now). */
  now?: number;
  /** 10 letters and digits (default: fresh random). */
  rand?: string;
  /** The device id; keep one per device (default: a fresh random UUID). */
  uuid?: string;
}

/**
 * Appends timestamp, rand, uuid, from=web, sign and token to a media URL (a path like
 * `/api/media/...` or an absolute URL). Other query parameters are kept but not signed; signature
 * parameters already present are replaced, so a URL can be signed again.
 */
export function signMediaUrl(url: string, options: SignMediaOptions): string {
  const parsed = parseMediaUrl(url);
  const timestamp = String(Math.floor((options.now ?? Date.now()) / 1000));
  const rand = options.rand ?? randomId(MEDIA_RAND_LENGTH);
  const uuid = options.uuid ?? randomUuid();
  const token = options.token ?? '';
  const sign = computeSign(options.scheme ?? 1, {
    path: parsed.path,
    timestamp,
    rand,
    uuid,
    token,
  });
  const values: Record<(typeof MEDIA_SIGN_PARAMS)[number], string> = {
    timestamp,
    rand,
    uuid,
    from: MEDIA_SIGN_FROM,
    sign,
    token,
  };
  for (const name of MEDIA_SIGN_PARAMS) parsed.params.delete(name);
  for (const name of MEDIA_SIGN_PARAMS) parsed.params.append(name, values[name]);
  return formatMediaUrl(parsed);
}
