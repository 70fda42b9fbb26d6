/**
 * The picture a page's first screen is judged by (its Largest Contentful Paint), named in the
 * HTML so the browser fetches it before any script runs. Without it the browser finds the picture
 * only after the entry script, the page's chunk and the page's first API call:
 * - the home page: the first banner of the home reply (the same for every viewer);
 * - a channel page (`/movie`…) without filters: the poster of the first title of its list;
 * - a search page: the poster of the first title found.
 * (A detail page's backdrop comes with its title head, heads/titleHeads.ts.)
 * Answers are asked of the API through the contract client, kept briefly, and left out when the
 * API is slow, like the title heads.
 */
import type { ApiClient, VodType } from '@xinghe/contracts/client';
import { VOD_TYPES } from '@xinghe/contracts/client';
import { searchWordOf } from '../../src/routes/head';
import type { PageId } from '../../src/routes/paths';
import { headsClient } from './client';
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

/** What a page's first screen shows first; its picture is asked of the API. */
export type FirstScreenSubject =
  { kind: 'home' } | { kind: 'channel'; type: VodType } | { kind: 'search'; word: string };

const isVodType = (id: string): id is VodType => (VOD_TYPES as readonly string[]).includes(id);

/**
 * The subject of a page at `location` (path and query, without a language prefix), or null when
 * its picture is not asked here. A filtered channel page is not: its list is one of many.
 */
export function firstScreenSubjectOf(id: PageId, location: string): FirstScreenSubject | null {
  if (id === 'home') return { kind: 'home' };
  if (isVodType(id)) return location.includes('?') ? null : { kind: 'channel', type: id };
  if (id === 'search') {
    const word = searchWordOf(location);
    return word ? { kind: 'search', word } : null;
  }
  return null;
}

/** A subject as the key its picture is kept under. */
const subjectKey = (subject: FirstScreenSubject): string => JSON.stringify(subject);

/** Only a non-empty string counts (an upstream may answer anything). */
const pictureOr = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function createFirstScreen({
  upstream,
  waitMs = 300,
  ttlMs = 60_000,
  client,
  now,
}: FirstScreenOptions) {
  const api = client ?? headsClient(upstream);
  const pictures = createTtlCache<string>({ ttlMs, failureTtlMs: 5_000, maxEntries: 500, now });

  // The first title is the same whatever the page size: one is enough.
  async function load(subject: FirstScreenSubject): Promise<string | null> {
    if (subject.kind === 'home') {
      const reply = await api.call('getHome', { params: { chName: 'recommend' } });
      return reply.ok ? pictureOr(reply.data.banners?.[0]?.image) : null;
    }
    const reply =
      subject.kind === 'channel'
        ? await api.call('filter', { params: { type: subject.type, page: 1, pageSize: 1 } })
        : await api.call('search', { params: { word: subject.word, page: 1, pageSize: 1 } });
    return reply.ok ? pictureOr(reply.data.list?.[0]?.cover) : null;
  }

  /**
   * The path or URL of the subject's first-screen picture (null when it has none, or it is
   * late), and until when that holds.
   */
  function imageOf(subject: FirstScreenSubject | null): Promise<Fresh<string>> {
    if (!subject) return Promise.resolve(NOTHING_TO_ASK);
    return withinMs(
      pictures.fresh(subjectKey(subject), () => load(subject)),
      waitMs,
      LATE,
    );
  }

  return { imageOf };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
