export { createClient, type ApiClient, type ClientConfig } from './client';
export { cleanParams, toQueryString } from './params';
export { retryAfterSeconds } from './rateLimit';
/** The envelope's code table: callers compare failures against names, never bare numbers. */
export { ErrorCode, OK } from '../envelope';
export type * from './types';
/** The account shapes the site keeps in its session state (type-only: no schema is bundled). */
export type { Session, UserInfo } from '../schemas/account';
export type { RateLimited } from '../schemas/envelope';
/** The payment and points shapes the site's stores and pages keep (type-only as well). */
export type {
  PayCurrency,
  PayMethod,
  PayOrder,
  PayResult,
  PayStatus,
  Product,
} from '../schemas/payment';
export type {
  ExchangeOption,
  InviteInfo,
  PointsEntry,
  PointsInfo,
  PointsKind,
  PointsRules,
} from '../schemas/points';
export { Header, TOKEN_STORAGE_KEY } from '../headers';
export * from '../search-limits';
