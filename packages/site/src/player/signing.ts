/**
 * Media URLs signed for this viewer (SPEC section 7): the session token and one device id per page
 * load, scheme 1. From the contract's browser-safe signing entry, never its root (TypeBox).
 */
import { randomUuid, signMediaUrl } from '@xinghe/contracts/signing';
import { sessionState } from '../state/session';

/** One id per page load: the server signs segment URIs for the same uuid. */
const deviceUuid = randomUuid();

export function signedMediaUrl(path: string): string {
  return signMediaUrl(path, { token: sessionState.token, scheme: 1, uuid: deviceUuid });
}
