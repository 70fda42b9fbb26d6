/**
 * The browser's entry to the contract: the typed client, every contract type (type-only, so no
 * schema is bundled), and the plain constants and rules pages need (envelope codes, the closed
 * value lists, headers, limits, the VIP rule). Nothing here imports TypeBox.
 */
export { createClient, type ApiClient, type ClientConfig } from './client';
/** Fills a page's `{name}` parameters (PAGE_PATHS), as the client fills an endpoint's. */
export { fillPath } from '../routes';
export { cleanParams, toQueryString } from './params';
export { retryAfterSeconds } from './rateLimit';
export type * from './types';
export type * from '../schemas/index';
export type { Loadable, LoadFailure, LoadStatus } from '../loadable';
/** The envelope's code table: callers compare failures against names, never bare numbers. */
export { ErrorCode, NETWORK_ERROR_MSG, OK, type Reply } from '../envelope';
export * from '../literals';
export * from '../pages';
export { isVipActive } from '../vip';
export { Header, TOKEN_STORAGE_KEY } from '../headers';
export * from '../search-limits';
export * from '../sourceUrl';
export * from '../danmaku-limits';
export * from '../rooms/protocol';
