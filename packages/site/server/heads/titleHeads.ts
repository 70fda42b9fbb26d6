/**
 * The head of a page about one title (detail, players) or one person (/person/{id}): its name in
 * the title, a description from its synopsis or biography and its poster or portrait as the Open
 * Graph image, asked of the API through the contract client. Answers are kept for the page's freshness (its record); when the API is slow or down the page keeps its generic head
 * (the lookup goes on in the background and fills the cache for the next request).
 */
import type { ActorInfo, ApiClient, CollectionInfo, Locale } from '@xinghe/contracts/client';
import { positiveInt, videoId } from '../../src/pages/params';
import { namedTitleIn, type PageMeta } from '../../src/routes/pageMeta';
import { toTraditional } from '../content/traditional';
import { freshnessOf, pagePathById, type PageId } from '../../src/routes/paths';
import { createTtlCache, headsClient, LATE, NOTHING_TO_ASK, withinMs, type Fresh } from './asking';

export interface TitleHead extends PageMeta {
  /** Path or absolute URL of the poster (the API's `imgUrl`, under /api/images/). */
  image: string;
  /** The wide picture behind a title page's first screen (the API's `banner`), if it has one. */
  backdrop?: string;
}

export interface TitleHeadsOptions {
  /** The API's origin (the host's upstream). */
  upstream: string;
  /** How long a page waits for the API before it is served with the generic head. */
  waitMs?: number;
  client?: ApiClient;
  /** The clock answers are kept by (tests). */
  now?: () => number;
}

/** A search snippet's length: longer synopses are cut at a sentence end or with an ellipsis. */
export const DESCRIPTION_MAX = 120;

export function describe(synopsis: string, fallback: string): string {
  const text = synopsis.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  const end = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('！'), cut.lastIndexOf('？'));
  return end >= DESCRIPTION_MAX / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, -1)}…`;
}

/**
 * A player page names the episode too: its own name when the API sends one (ours: 第3集, 20260530期),
 * else 第N集 as the real site numbers them; a film's single 正片 is left out.
 */
function episodeName(detail: CollectionInfo, ep: number | undefined): string {
  const videos = detail.videosGroup[0]?.videos ?? [];
  const episode = videos.find((v) => v.eporder === ep);
  if (ep === undefined || !episode || detail.isMovie || videos.length === 1) return detail.name;
  return `${detail.name} ${episode.name?.trim() || `第${ep}集`}`;
}

/** Only a reply with the fields the head needs counts (an upstream may answer anything). */
const isDetail = (data: unknown): data is CollectionInfo =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as CollectionInfo).name === 'string' &&
  (data as CollectionInfo).name !== '' &&
  typeof (data as CollectionInfo).imgUrl === 'string' &&
  Array.isArray((data as CollectionInfo).videosGroup);

const inScript = (locale: Locale, text: string) =>
  locale === 'zh-TW' ? toTraditional(text) : text;

const isPerson = (data: unknown): data is ActorInfo =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ActorInfo).name === 'string' &&
  (data as ActorInfo).name !== '' &&
  typeof (data as ActorInfo).avatar === 'string' &&
  typeof (data as ActorInfo).biography === 'string';

/**
 * The head of an address the API does not know (its not-found reply, a malformed id): the generic
 * head, and a page not to be kept, so made-up addresses cannot fill the page cache. The lookup's
 * own cache still keeps the miss briefly, so the API is not asked again by each such request.
 */
const NOT_FOUND: Fresh<never> = { value: null, until: 0 };

const TITLE_PAGES = new Set<PageId>([
  'vodDetail',
  'vodPlayOfficial',
  'vodPlayThird',
  'embedPlayer',
]);

export function createTitleHeads({ upstream, waitMs = 300, client, now }: TitleHeadsOptions) {
  const api = client ?? headsClient(upstream);
  const kept = { maxEntries: 2_000, now };
  const details = createTtlCache<CollectionInfo>(kept);
  const people = createTtlCache<ActorInfo>(kept);

  /** The official title of an id (a play-thrid id maps to its official one). */
  async function loadDetail(id: string, thirdParty: boolean): Promise<CollectionInfo | null> {
    let official = id;
    if (thirdParty) {
      const mapped = await api.call('getVodTransfer', { path: { id } });
      if (!mapped.ok) return null;
      official = mapped.data.officialId;
    }
    const reply = await api.call('getVodDetail', { path: { id: official } });
    return reply.ok && isDetail(reply.data) ? reply.data : null;
  }

  async function loadPerson(id: number): Promise<ActorInfo | null> {
    const reply = await api.call('getActorInfo', { path: { id } });
    return reply.ok && isPerson(reply.data) ? reply.data : null;
  }

  /** The page's head from the API, or null when the page has none of its own. */
  function lookup(
    id: PageId,
    params: Record<string, string | undefined>,
    fallback: PageMeta,
    locale: Locale,
  ): Promise<Fresh<TitleHead>> | null {
    if (id !== 'person' && !TITLE_PAGES.has(id)) return null;
    // No such title or person can exist under an address that names none: sent, never kept.
    if (id === 'person') {
      const personId = positiveInt(params.id);
      if (personId === null) return Promise.resolve(NOT_FOUND);
      return people
        .fresh(`p${personId}`, () => loadPerson(personId), freshnessOf(pagePathById.person))
        .then(({ value, until }) => ({
          value: value && {
            title: namedTitleIn(locale, inScript(locale, value.name)),
            description: describe(inScript(locale, value.biography), fallback.description),
            image: value.avatar,
          },
          until: value ? until : 0,
        }));
    }
    const entityId = videoId(params.id);
    if (entityId === null) return Promise.resolve(NOT_FOUND);
    const ep =
      id === 'vodDetail' ? undefined : (positiveInt(params.ep ?? params.episode) ?? undefined);
    const thirdParty = id === 'vodPlayThird';
    return details
      .fresh(
        `${thirdParty ? 't' : 'o'}${entityId}`,
        () => loadDetail(entityId, thirdParty),
        freshnessOf(pagePathById[id]),
      )
      .then(({ value, until }) => ({
        value: value && {
          // The API's content as sent; a zh-TW page reads it in Traditional characters.
          title: namedTitleIn(locale, inScript(locale, episodeName(value, ep))),
          description: describe(inScript(locale, value.desc), fallback.description),
          image: value.imgUrl,
          backdrop: typeof value.banner === 'string' && value.banner ? value.banner : undefined,
        },
        until: value ? until : 0,
      }));
  }

  /**
   * The page's own head and until when it holds; a null value when the page has none (kept as long
   * as the page), the API has none or does not answer in time (neither to be kept).
   */
  function headOf(
    id: PageId,
    params: Record<string, string | undefined>,
    fallback: PageMeta,
    locale: Locale = 'zh-CN',
  ): Promise<Fresh<TitleHead>> {
    const head = lookup(id, params, fallback, locale);
    return head ? withinMs(head, waitMs, LATE) : Promise.resolve(NOTHING_TO_ASK);
  }

  /**
   * A title's detail as the heads keep it (asked of the API at most once while fresh): the detail
   * page's first replies take it from here (asking.ts).
   */
  const detailOf = (id: string): Promise<CollectionInfo | null> =>
    details
      .fresh(`o${id}`, () => loadDetail(id, false), freshnessOf(pagePathById.vodDetail))
      .then(({ value }) => value);

  /** Whether a page has a head of its own to ask for (a title's or a person's). */
  const names = (id: PageId): boolean => id === 'person' || TITLE_PAGES.has(id);

  return { headOf, detailOf, names };
}

export type TitleHeads = ReturnType<typeof createTitleHeads>;
