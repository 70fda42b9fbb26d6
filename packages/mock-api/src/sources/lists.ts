/**
 * M3U lists as the search, titles and channels read them: fetched through the guard and parsed
 * (m3u.ts), each list's entries (or why it has none) kept 5 minutes per URL.
 */
import type { SourceFetchState } from '@xinghe/contracts';
import { createTtlCache } from '../net/ttl-cache';
import type { Fetched } from './fetch';
import { parseM3uList, type ListEntry } from './m3u';
import { fetchDetail } from './messages';

const LIST_TTL_MS = 5 * 60_000;
/** Each entry holds at most 500 parsed channels: a few hundred lists are a few megabytes. */
const CACHE_ENTRIES = 300;

export type ListRead =
  | { state: 'ok'; entries: ListEntry[] }
  | { state: Exclude<SourceFetchState, 'ok'>; detail: string };

export function createListReader(fetchText: (url: URL) => Promise<Fetched>, nowMs: () => number) {
  const cache = createTtlCache<ListRead>(LIST_TTL_MS, CACHE_ENTRIES, nowMs);
  return {
    async read(url: string): Promise<ListRead> {
      const cached = cache.get(url);
      if (cached) return cached;
      const fetched = await fetchText(new URL(url));
      let read: ListRead;
      if (fetched.state !== 'ok') read = fetched;
      else {
        const entries = parseM3uList(fetched.text, fetched.url);
        read = entries
          ? { state: 'ok', entries }
          : { state: 'unusable', detail: fetchDetail.notM3u };
      }
      cache.set(url, read);
      return read;
    },
  };
}

export type ListReader = ReturnType<typeof createListReader>;
