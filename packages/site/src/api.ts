/**
 * The one API client of the app. Calls go to the page's own origin, where the host (or Vite's dev
 * server) passes contract paths to the API. Imported from `@xinghe/contracts/client`, not the package
 * root, so the bundle carries paths and types only, never the TypeBox schemas.
 *
 * What any reply means for the whole app is decided here once, in the client's `onReply` hook: a
 * refused or expired token signs the viewer out (`signOutOnRefusedToken`), whichever store asked.
 */
import { createClient, type ApiClient, type ClientConfig } from '@xinghe/contracts/client';
import { activeLocale } from '@xinghe/ui';
import { traditionalFetch } from './content/traditional';
import { signOutOnRefusedToken } from './state/signedIn';

/** A client with the app's reply handling; tests pass their fake `fetch` and token. */
export function createSiteClient(config: Omit<ClientConfig, 'onReply'> = {}): ApiClient {
  return createClient({ ...config, onReply: signOutOnRefusedToken });
}

/** The app's client: a zh-TW viewer reads the API's content in Traditional (content/traditional.ts). */
const siteFetch = traditionalFetch(
  () => activeLocale() === 'zh-TW',
  (...args) => globalThis.fetch(...args),
);

export const api: ApiClient = createSiteClient({ fetch: siteFetch });
export type { ApiClient };
