export { createClient, type ApiClient, type ClientConfig } from './client';
export { cleanParams, toQueryString } from './params';
export type * from './types';
export { Header, TOKEN_STORAGE_KEY } from '../headers';
export * from '../search-limits';
