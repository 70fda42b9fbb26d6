/**
 * Media URLs signed for this viewer (SPEC section 7): the media token of the play-line reply (a
 * short-lived token for media only, derived from the session; never the session token itself,
 * since URLs leak), one device id per page load, scheme 1. From the contract's browser-safe
 * signing entry, never its root (TypeBox).
 */
import { randomUuid, signMediaUrl } from '@xinghe/contracts/signing';

/** One id per page load: the server signs segment URIs for the same uuid. */
const deviceUuid = randomUuid();

/** A path on our API is signed; an absolute URL (a purl on another server's CDN) is used as is. */
export function signedMediaUrl(path: string, mediaToken: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return signMediaUrl(path, { token: mediaToken, scheme: 1, uuid: deviceUuid });
}
