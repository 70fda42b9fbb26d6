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
import { createTtlCache, NOTHING_TO_ASK, LATE, withinMs, type Fresh } from './cache';

export interface FirstScreenOptions {
  /** The API's origin (the host's upstream). */
  upstream: string;
  /** How long a page waits for the API before it is served without the preload. */
  waitMs?: number;
  ttlMs?: number;
  client?: ApiClient;
  /** The clock answers are kept by (tests). */
  now?: () => number;
}

export function createFirstScreen({
  upstream,
  waitMs = 300,
  ttlMs = 60_000,
  client,
  now,
}: FirstScreenOptions) {
  const api = client ?? headsClient(upstream);
  const banners = createTtlCache<string>({ ttlMs, failureTtlMs: 5_000, maxEntries: 1, now });

  async function loadFirstBanner(): Promise<string | null> {
    const reply = await api.call('getHome', { params: { chName: 'recommend' } });
    const image: unknown = reply.ok ? reply.data.banners?.[0]?.image : undefined;
    return typeof image === 'string' && image !== '' ? image : null;
  }

  /**
   * The path or URL of the page's first-screen picture (null when it has none, or it is late),
   * and until when that holds.
   */
  function imageOf(id: PageId): Promise<Fresh<string>> {
    if (id !== 'home') return Promise.resolve(NOTHING_TO_ASK);
    return withinMs(banners.fresh('home', loadFirstBanner), waitMs, LATE);
  }

  return { imageOf };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
