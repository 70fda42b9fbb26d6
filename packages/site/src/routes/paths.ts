/**
 * Every page route of spec/routes.tsv, as data: the path pattern, the page module that renders it and
 * how the header looks there. No React here on purpose: the client's route table and the host's HTML
 * plugin both read this list, so a route exists in exactly one place.
 *
 * Patterns use the `:name` form that both wouter and Fastify understand. Order matters for the client
 * (first match wins), so literal paths come before parametric ones that could shadow them.
 */

import { fillPath, PAGE_PATHS, VOD_TYPES, type VodType } from '@xinghe/contracts/client';
import type { FirstData } from '../firstScreen/firstData';

/**
 * A page module: the file name (without extension) of a `src/pages/*Page.tsx`. Not a hand-kept list:
 * the route table finds the files (`import.meta.glob`), and the completeness test fails naming a
 * route whose module has no file.
 */
export type PageModule = `${string}Page`;

/**
 * How the header sits on a page (SPEC section 2 "Layout rules"):
 * `hidden` no header or nav; `transparent` on /download; `fade` on player pages;
 * `scroll` opaque with scroll progress (home, category, detail, person, points, vip); `solid` elsewhere.
 */
export type HeaderMode = 'hidden' | 'transparent' | 'fade' | 'scroll' | 'solid';

/**
 * How the host serves a page: `written` it renders the first screen (the browser hydrates it),
 * `replies` it embeds the first replies and the browser renders from them, `browser` the shell only.
 * Why search and detail are not written: docs/performance.md.
 */
export type Served = 'written' | 'replies' | 'browser';

/** How long the host keeps a page and the API answers it was made of; a failed answer briefly. */
export interface Freshness {
  readonly keptMs: number;
  readonly failedMs: number;
}

/** The one freshness of every page today: heads and first screens change rarely within a minute. */
export const FRESHNESS: Freshness = { keptMs: 60_000, failedMs: 5_000 };

/** How long the host keeps a page (its record's freshness, else the one). */
export const freshnessOf = (page: PagePath): Freshness => page.fresh ?? FRESHNESS;

/** The data module of a page the host helps: `src/pages/{dataModuleOf(page)}/data.ts` (`home`). */
export const dataModuleOf = (page: PagePath): string | null =>
  page.served && page.served !== 'browser'
    ? page.module.replace(/Page$/, '').replace(/^./, (first) => first.toLowerCase())
    : null;

export interface PagePath {
  readonly id: string;
  /** wouter / Fastify pattern. */
  readonly pattern: string;
  /** The route as spec/routes.tsv writes it (`{id}` parameters, query included). */
  readonly spec: string;
  readonly module: PageModule;
  readonly header: HeaderMode;
  /** SPEC: "The mobile header is hidden on the player and detail pages." */
  readonly mobileHeader: boolean;
  /** A page the spec's route list does not have (our addition); spec-route checks leave it out. */
  readonly addition?: boolean;
  /** The same page's other pattern: a channel page filtered, `/movie/:year/:label/:area`. */
  readonly filteredPattern?: string;
  /**
   * How the host serves it (none: `browser`). A page the host helps (`written`, `replies`) has a
   * data module beside its page, `src/pages/{module without Page}/data.ts` (`HomePage`:
   * `pages/home/data.ts`), whose `load` its store and the host both call (firstScreen/firstData.ts).
   */
  readonly served?: Served;
  /**
   * Its largest first-screen picture (its LCP), preloaded: `shown` (the default of a page the host
   * helps) the first picture its replies show (its data module's `firstScreenOf`); `backdrop` the
   * title's wide picture its head names (when the head is late: the picture its replies show).
   */
  readonly lcp?: 'shown' | 'backdrop';
  /** How long the host keeps it, its heads and first replies (none: `FRESHNESS`). */
  readonly fresh?: Freshness;
  /**
   * A helped page's store started in the browser from its slice of the first data (the store's
   * `startFrom`), before the first render (firstScreen/startFromFirstData.ts). The store is imported
   * lazily, so it stays in the page's chunk. Here rather than in the data module: every page that
   * uses the store loads that module (the players load the detail's), and the start would go with it.
   * The home store is the entry's and starts with the first data at once (none here).
   */
  readonly start?: (data: FirstData) => Promise<void>;
}

/** A page's slice of the first data, which its store starts from. */
type FirstSlice = 'category' | 'search' | 'detail';

/**
 * A page's `start`: when the first data has its `slice`, its store (imported lazily, so it stays
 * in the page's chunk) starts from it with its `startFrom`.
 */
const startsFrom =
  <K extends FirstSlice>(
    slice: K,
    store: () => Promise<{ startFrom(first: Required<Pick<FirstData, K>>): void }>,
  ) =>
  async (data: FirstData) => {
    if (data[slice]) (await store()).startFrom(data as Required<Pick<FirstData, K>>);
  };

function page<const Id extends string>(
  id: Id,
  spec: string,
  module: PageModule,
  header: HeaderMode,
  mobileHeader = true,
): PagePath & { readonly id: Id } {
  const pattern = spec.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1');
  return { id, pattern, spec, module, header, mobileHeader };
}

/**
 * A channel page: `/movie` unfiltered, and `/movie/{year}/{label}/{area}` (the real site's form,
 * `all` for any: `/movie/2024/dongzuo/us`) filtered.
 */
function channelPage<const Id extends VodType>(id: Id) {
  const path = fillPath(PAGE_PATHS.channel, { type: id });
  return {
    ...page(id, path, 'CategoryPage', 'scroll'),
    filteredPattern: `${path}/:year/:label/:area`,
    served: 'written',
    start: startsFrom('category', () =>
      import('../state/catalogue').then((m) => m.catalogueActions),
    ),
  } as const;
}

export const pagePaths = [
  { ...page('home', PAGE_PATHS.home, 'HomePage', 'scroll'), served: 'written' },
  // The nav's order (SPEC section 2): the contract's channels, 直播 and 体育 after the first two.
  ...VOD_TYPES.slice(0, 2).map(channelPage),
  page('live', PAGE_PATHS.live, 'LivePage', 'scroll'),
  page('sports', PAGE_PATHS.sports, 'SportsPage', 'scroll'),
  ...VOD_TYPES.slice(2).map(channelPage),
  {
    ...page('search', PAGE_PATHS.search, 'SearchPage', 'solid'),
    served: 'replies',
    start: startsFrom('search', () => import('../state/search').then((m) => m.searchActions)),
  },
  {
    ...page('vodDetail', PAGE_PATHS.vodDetail, 'VodDetailPage', 'scroll', false),
    served: 'replies',
    lcp: 'backdrop',
    start: startsFrom('detail', () => import('../state/vodDetail').then((m) => m.vodDetailActions)),
  },
  page('vodPlayThird', PAGE_PATHS.vodPlayThird, 'VodPlayPage', 'fade', false),
  page('vodPlayOfficial', PAGE_PATHS.vodPlayOfficial, 'VodPlayPage', 'fade', false),
  page('liveChannel', PAGE_PATHS.liveChannel, 'LiveChannelPage', 'fade', false),
  page('sportsLive', PAGE_PATHS.sportsLive, 'SportsLivePage', 'fade', false),
  page('embedPlayer', PAGE_PATHS.embedPlayer, 'EmbedPlayerPage', 'hidden', false),
  page('userInfo', PAGE_PATHS.userInfo, 'UserInfoPage', 'hidden'),
  page('searchPhone', PAGE_PATHS.searchPhone, 'SearchPhonePage', 'hidden'),
  page('invite', PAGE_PATHS.invite, 'InvitePage', 'hidden'),
  page('inviteH5', PAGE_PATHS.inviteH5, 'InviteH5Page', 'hidden'),
  page('privacy', PAGE_PATHS.privacy, 'PrivacyPage', 'hidden'),
  page('download', PAGE_PATHS.download, 'DownloadPage', 'transparent'),
  page('vip', PAGE_PATHS.vip, 'VipPage', 'scroll'),
  page('person', PAGE_PATHS.person, 'PersonPage', 'scroll'),
  page('points', PAGE_PATHS.points, 'PointsPage', 'scroll'),
  page('history', PAGE_PATHS.history, 'HistoryPage', 'solid'),
  page('collect', PAGE_PATHS.collect, 'CollectPage', 'solid'),
  // Our addition: 我的片源 from the user menu (SPEC: account menu items navigate to /{key}).
  { ...page('source', PAGE_PATHS.source, 'SourcesPage', 'solid'), addition: true },
  // Our addition: 我的下载, the episodes a VIP saved in this browser (plays offline too).
  { ...page('downloads', PAGE_PATHS.downloads, 'OfflineDownloadsPage', 'solid'), addition: true },
] as const satisfies readonly PagePath[];

export type PageId = (typeof pagePaths)[number]['id'];

/** A page's record with its id as one of the routes'. */
export type PageRecord = PagePath & { readonly id: PageId };

/**
 * The routes of spec/routes.tsv, without our additions. The checks read it, the browser does not:
 * marked pure, the build leaves it out of the first-load bundle.
 */
export const specPagePaths: readonly PagePath[] = /* @__PURE__ */ pagePaths.filter(
  (p: PagePath) => p.addition !== true,
);

export const pagePathById = Object.fromEntries(pagePaths.map((p) => [p.id, p])) as Record<
  PageId,
  PageRecord
>;

/**
 * A link to a page: `hrefFor('vodDetail', { id: 12 })` -> `/vod/detail/12`. Values are URI-encoded;
 * a missing parameter is a programming error and throws.
 */
export function hrefFor(id: PageId, params: Record<string, string | number> = {}): string {
  return pagePathById[id].pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing parameter ${name} for page ${id}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The canonical path of a location: the query and hash removed, the third-party player mapped
 * onto the official one (SPEC: "The canonical URL maps play-thrid to play-official") and a channel
 * page filtered by nothing (`/movie/all/all/all`) onto the channel's own (`/movie`).
 */
export function canonicalPath(location: string): string {
  const path = location.replace(/[?#].*$/, '') || '/';
  const unfiltered = /^(\/[a-z]+)\/all\/all\/all\/?$/.exec(path)?.[1];
  if (unfiltered && channelPaths.has(unfiltered)) return unfiltered;
  return path.replace(/^\/vod\/play-thrid\//, '/vod/play-official/');
}

const channelPaths = new Set<string>(
  pagePaths.flatMap((p: PagePath) => (p.filteredPattern ? [p.pattern] : [])),
);
