/**
 * The one API client of the app. Calls go to the page's own origin, where the host (or Vite's dev
 * server) passes contract paths to the API. Imported from `@xinghe/contracts/client`, not the package
 * root, so the bundle carries paths and types only, never the TypeBox schemas.
 */
import { createClient, type ApiClient } from '@xinghe/contracts/client';

export const api: ApiClient = createClient();
export type { ApiClient };
