/**
 * Which codes of the one code table (`ErrorCode`) each endpoint's refusals may carry: those its
 * route implies, plus the record's own `refusals`. The OpenAPI document declares them and the
 * provider verifier holds every refusal it sees to them.
 */
import { ErrorCode } from '../envelope';
import type { EndpointRecord } from './record';

/** The codes a server sends; `Network` is the client's own (no HTTP status at all). */
export type RefusalName = Exclude<keyof typeof ErrorCode, 'Network'>;

/** The codes a server may send with their names, in the table's order. */
export const REFUSAL_CODES = Object.fromEntries(
  Object.entries(ErrorCode).filter(([name]) => name !== 'Network'),
) as { [Name in RefusalName]: (typeof ErrorCode)[Name] };

/** What each code means to a caller, for the reference page and the document's description. */
export const REFUSAL_MEANINGS: { [Name in RefusalName]: string } = {
  BadRequest: 'a parameter or body field is missing or invalid (msg names it)',
  Unauthorized: 'no valid session token (请先登录)',
  VipRequired: 'the content needs VIP',
  Forbidden: 'not allowed: a media URL whose signature does not check, a banned word',
  NotFound: 'the title, person, order, match or channel does not exist',
  MethodNotAllowed: 'a known path asked with a method it does not take (HTTP 405, Allow header)',
  Conflict: 'already done (a second check-in today, an email that has an account)',
  TooManyRequests: 'rate limited: data.retryAfterSeconds says how long to wait',
  ServerError: 'a fault of the server (HTTP 500)',
};

/** Every refusal code an endpoint may answer with, ascending. */
export function errorCodesOf(record: EndpointRecord): number[] {
  const names = new Set<RefusalName>(record.refusals ?? []);
  if (record.params || record.query || record.body) names.add('BadRequest');
  if (record.route.auth === 'token') names.add('Unauthorized');
  return [...names].map((name) => ErrorCode[name]).sort((a, b) => a - b);
}
