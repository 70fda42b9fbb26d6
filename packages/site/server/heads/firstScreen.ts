/**
 * The picture a page's first screen is judged by (its Largest Contentful Paint), named in the
 * HTML so the browser fetches it before any script runs. Without it the browser finds the picture
 * only after the entry script, the page's chunk and the page's first API call:
 * - the home page: the first banner of the home reply (the same for every viewer), or without
 *   banners (the real API sends none) the poster of its first row's first title;
 * - a channel page without filters (`/movie`, `/movie/all/all/all`): the poster of the first
 *   title of its list;
 * - a search page: the poster of the first title found, and the other posters of its first
 *   screen after it (those the results load eagerly).
 * - a detail page: its backdrop (its head names it too, heads/titleHeads.ts).
 * The home reply is kept whole too, a channel page's filter bar and first page, and a search's
 * first page and actors: the host renders those pages' first screens from them
 * (html/appRenderer.ts).
 * Answers are asked of the API through the contract client, kept briefly, and left out when the
 * API is slow, like the title heads.
 */
import type { ApiClient, CollectionInfo, VodType } from '@xinghe/contracts/client';
import { HOME_CHANNEL_NAME, VOD_CHANNEL_NAMES, VOD_TYPES } from '@xinghe/contracts/client';
import { searchWordOf } from '../../src/routes/head';
import type { FirstData } from '../../src/firstScreen/firstData';
import { filterBodyOf } from '../../src/state/catalogueQuery';
import { SEARCH_PAGE_SIZE } from '../../src/state/searchHistory';
import { SEARCH_EAGER_POSTERS } from '@xinghe/ui/firstScreen';
import { canonicalPath, type PageId } from '../../src/routes/paths';
import { videoId } from '../../src/pages/params';
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
  /** Where a title's detail is taken from (the title heads' cache), else asked of the API. */
  detailOf?: (id: string) => Promise<CollectionInfo | null>;
}

/** What a page's first screen shows first; its picture is asked of the API. */
export type FirstScreenSubject =
  | { kind: 'home' }
  | { kind: 'channel'; type: VodType }
  | { kind: 'detail'; id: string }
  | { kind: 'search'; word: string };

const isVodType = (id: string): id is VodType => (VOD_TYPES as readonly string[]).includes(id);

/**
 * The subject of a page at `location` (path and query, without a language prefix), or null when
 * its picture is not asked here. A filtered channel page is not: its list is one of many.
 */
export function firstScreenSubjectOf(
  id: PageId,
  location: string,
  params: Record<string, string | undefined> = {},
): FirstScreenSubject | null {
  if (id === 'home') return { kind: 'home' };
  if (id === 'vodDetail') {
    const title = videoId(params.id);
    return title === null ? null : { kind: 'detail', id: title };
  }
  if (isVodType(id)) {
    const unfiltered = !location.includes('?') && canonicalPath(location) === `/${id}`;
    return unfiltered ? { kind: 'channel', type: id } : null;
  }
  if (id === 'search') {
    const word = searchWordOf(location);
    return word ? { kind: 'search', word } : null;
  }
  return null;
}

/** A subject as the key its picture is kept under. */
const subjectKey = (subject: FirstScreenSubject): string => JSON.stringify(subject);

/** What the host knows of a page's first screen: its picture, and the replies it shows. */
export interface Screen {
  picture: string;
  /**
   * The first screen's other pictures, fetched after `picture`: a search's posters beside the
   * first. The browser would find them only once the page has rendered; while it waits for the
   * scripts they download, and the largest of them paints with the rest.
   */
  alsoShown?: string[];
  /** Replies the page can be rendered from (none: the browser renders it). */
  data: FirstData | null;
}

/** Only a non-empty string counts (an upstream may answer anything). */
const pictureOr = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function createFirstScreen({
  upstream,
  waitMs = 300,
  ttlMs = 60_000,
  client,
  now,
  detailOf,
}: FirstScreenOptions) {
  const api = client ?? headsClient(upstream);
  const titleDetail =
    detailOf ??
    (async (id: string) => {
      const reply = await api.call('getVodDetail', { path: { id } });
      return reply.ok ? reply.data : null;
    });
  const screens = createTtlCache<Screen>({ ttlMs, failureTtlMs: 5_000, maxEntries: 500, now });
  const screenOr = (
    picture: string | null,
    data: FirstData | null = null,
    alsoShown: string[] = [],
  ): Screen | null => (picture ? { picture, data, alsoShown } : null);

  async function load(subject: FirstScreenSubject): Promise<Screen | null> {
    if (subject.kind === 'home') {
      const reply = await api.call('getHome', { params: { chName: HOME_CHANNEL_NAME } });
      if (!reply.ok) return null;
      const picture =
        pictureOr(reply.data.banners?.[0]?.image) ??
        pictureOr(reply.data.cardsGroup?.[0]?.cards?.[0]?.img);
      // A reply without its rows is left to the browser to ask again.
      const whole = Array.isArray(reply.data.cardsGroup);
      return screenOr(picture, whole ? { home: reply.data } : null);
    }
    if (subject.kind === 'channel') {
      // The same calls the page makes (state/catalogue.ts), so the browser asks for neither again.
      const { type } = subject;
      const [conditions, firstPage] = await Promise.all([
        api.call('getFilterCondition', { params: { chName: VOD_CHANNEL_NAMES[type] } }),
        api.call('filter', { params: filterBodyOf(type, {}, [], 1) }),
      ]);
      if (!firstPage.ok) return null;
      const data: FirstData | null =
        conditions.ok && Array.isArray(firstPage.data.list)
          ? { category: { type, conditions: conditions.data, firstPage: firstPage.data } }
          : null;
      return screenOr(pictureOr(firstPage.data.list?.[0]?.img), data);
    }
    if (subject.kind === 'detail') {
      // The same calls the page makes (state/vodDetail.ts); cast and recommendations are extras.
      const path = { id: subject.id };
      const [detail, cast, recommend] = await Promise.all([
        titleDetail(subject.id),
        api.call('getVodCast', { path }),
        api.call('getRecommend', { path }),
      ]);
      if (!detail) return null;
      const data: FirstData = {
        detail: {
          id: subject.id,
          detail,
          cast: cast.ok && Array.isArray(cast.data.list) ? cast.data.list : [],
          recommendations:
            recommend.ok && Array.isArray(recommend.data.cards) ? recommend.data.cards : [],
        },
      };
      return screenOr(pictureOr(detail.banner) ?? pictureOr(detail.imgUrl), data);
    }
    // The same calls the page makes (state/search.ts), so the browser asks for neither again.
    const { word } = subject;
    const [videos, actors] = await Promise.all([
      api.call('search', { params: { word, page: 1, pageSize: SEARCH_PAGE_SIZE } }),
      api.call('searchActor', { params: { word } }),
    ]);
    if (!videos.ok) return null;
    const found = { word, videos: videos.data, actors: actors.ok ? actors.data.list : [] };
    // A reply without the fields the page reads is left to the browser to ask again.
    const whole = Array.isArray(videos.data.list) && Array.isArray(found.actors);
    const covers = (videos.data.list ?? [])
      .slice(0, SEARCH_EAGER_POSTERS)
      .map((v) => pictureOr(v?.picurl));
    const [first = null, ...others] = covers;
    return screenOr(
      first,
      whole ? { search: found } : null,
      others.filter((cover): cover is string => cover !== null),
    );
  }

  /**
   * The subject's first screen (null when it has no picture, or the API is late), and until when
   * that holds.
   */
  function screenOf(subject: FirstScreenSubject | null): Promise<Fresh<Screen>> {
    if (!subject) return Promise.resolve(NOTHING_TO_ASK);
    return withinMs(
      screens.fresh(subjectKey(subject), () => load(subject)),
      waitMs,
      LATE,
    );
  }

  return { screenOf };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
