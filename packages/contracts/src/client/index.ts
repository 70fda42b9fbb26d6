export { createClient, type ApiClient, type ClientConfig } from './client';
export { cleanParams, toQueryString } from './params';
export type * from './types';
/** The account shapes the site keeps in its session state (type-only: no schema is bundled). */
export type { Session, UserInfo } from '../schemas/account';
export { Header, TOKEN_STORAGE_KEY } from '../headers';
export * from '../search-limits';
