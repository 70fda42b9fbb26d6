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
import { signOutOnRefusedToken } from './state/signedIn';

/** A client with the app's reply handling; tests pass their fake `fetch` and token. */
export function createSiteClient(config: Omit<ClientConfig, 'onReply'> = {}): ApiClient {
  return createClient({ ...config, onReply: signOutOnRefusedToken });
}

/**
 * The app's `fetch`: a zh-TW viewer reads the API's content in Traditional characters, and a zh-TW
 * or English viewer the replies' closed lists in their language (content/traditional.ts, loaded
 * on demand and only for those two); zh-CN fetches directly.
 */
let traditional: Promise<typeof fetch> | null = null;
const isTraditional = () => activeLocale() === 'zh-TW';
const siteFetch: typeof fetch = (input, init) => {
  if (activeLocale() === 'zh-CN') return globalThis.fetch(input, init);
  traditional ??= import('./content/traditional').then(({ traditionalFetch }) =>
    traditionalFetch(isTraditional, (...args) => globalThis.fetch(...args)),
  );
  return traditional.then((convertingFetch) => convertingFetch(input, init));
};

export const api: ApiClient = createSiteClient({ fetch: siteFetch });
export type { ApiClient };
