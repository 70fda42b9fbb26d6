/**
 * The picture a page's first screen is judged by (its Largest Contentful Paint), named in the
 * HTML so the browser fetches it before any script runs. On the home page that is the first
 * banner: without this the browser finds it only after the entry script, the home chunk and the
 * home API call. The banner is asked of the API's home reply (the same for every viewer), kept
 * briefly, and left out when the API is slow, like the title heads.
 */
import type { ApiClient } from '@xinghe/contracts/client';
import { headsClient } from './client';
import type { PageId } from '../../src/routes/paths';
import { createTtlCache, withinMs } from './cache';

export interface FirstScreenOptions {
  /** The API's origin (the host's upstream). */
  upstream: string;
  /** How long a page waits for the API before it is served without the preload. */
  waitMs?: number;
  ttlMs?: number;
  client?: ApiClient;
}

export function createFirstScreen({
  upstream,
  waitMs = 300,
  ttlMs = 60_000,
  client,
}: FirstScreenOptions) {
  const api = client ?? headsClient(upstream);
  const banners = createTtlCache<string>({ ttlMs, failureTtlMs: 5_000, maxEntries: 1 });

  async function loadFirstBanner(): Promise<string | null> {
    const reply = await api.call('getHome', { params: { chName: 'recommend' } });
    const image: unknown = reply.ok ? reply.data.banners?.[0]?.image : undefined;
    return typeof image === 'string' && image !== '' ? image : null;
  }

  /** The path or URL of the page's first-screen picture, or null when it has none (or is late). */
  function imageOf(id: PageId): Promise<string | null> {
    if (id !== 'home') return Promise.resolve(null);
    return withinMs(banners.get('home', loadFirstBanner), waitMs);
  }

  return { imageOf };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
