/**
 * The API replies a server-written first screen was rendered from. The host writes them into the
 * page (`FIRST_DATA_ID`), and the browser puts them in the stores before it hydrates, so both render
 * the same HTML and the page does not ask the API again for what it already has. No DOM and no
 * stores here: the host reads it too.
 */
import type {
  ActorSummary,
  ApiClient,
  CastMember,
  DataOf,
  FilterConditionData,
  CollectionInfo,
  FilterPage,
  HomeData,
  VideoCard,
  VodType,
} from '@xinghe/contracts/client';
import type { PageId, PageModule } from '../routes/paths';

export interface FirstData {
  /** The page module the screen shows: the browser loads it before it hydrates. */
  page?: PageModule;
  /**
   * The home page's reply of GET /v3/web/api/home (chName 首页). Not keyed by chName: a zh-TW
   * page carries its replies in Traditional characters, keys included.
   */
  home?: HomeData;
  /**
   * A channel page without filters (/movie…): its filter bar (getFilterCondition) and the first
   * page of its list (filter, page 1 of CATEGORY_PAGE_SIZE), as the page would ask for them.
   */
  category?: { type: VodType; conditions: FilterConditionData; firstPage: FilterPage };
  /**
   * A search page (/search?word=): page 1 of its films and series (search, SEARCH_PAGE_SIZE) and
   * the actors found (searchActor), as the page would ask for them.
   */
  search?: { word: string; videos: DataOf<'search'>; actors: ActorSummary[] };
  /**
   * A detail page (/vod/detail/{id}): the title (getVodDetail), its cast (getVodCast) and its
   * recommendations (getRecommend), as the page would ask for them.
   */
  detail?: {
    id: string;
    detail: CollectionInfo;
    cast: CastMember[];
    recommendations: VideoCard[];
  };
  /** The host's guess of the phone layout, from the request (client hints, user agent). */
  phone?: boolean;
}

/** A page's first replies as one data module's: `FirstData` with its own entry only. */
export type CategoryFirst = Required<Pick<FirstData, 'category'>>;
export type SearchFirst = Required<Pick<FirstData, 'search'>>;
export type DetailFirst = Required<Pick<FirstData, 'detail'>>;

/** What the host knows of a page's first screen: its pictures, and the replies it shows. */
export interface Screen {
  /** The largest picture (the page's LCP), fetched before any script runs. */
  picture: string;
  /**
   * The first screen's other pictures, fetched after `picture`: a search's posters beside the
   * first. The browser would find them only once the page has rendered.
   */
  alsoShown?: string[];
  /** Replies the page can be rendered from (none: the browser renders it and asks for them). */
  data: FirstData | null;
}

/** A route's path parameters (`/vod/detail/:id` -> id). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A page request as a data module reads it. */
export interface PageRequest {
  id: PageId;
  /** Path and query, without a language prefix. */
  location: string;
  params: RouteParams;
  /** The query's `?word=` keyword, trimmed and cut as a keyword is ('' when none). */
  word: string;
}

/**
 * A page's data module (`src/pages/home/data.ts` beside `HomePage`; routes/paths.ts): the first
 * replies of the page, asked the same way by its store (`load`) and by the host, which also reads
 * which first screen a request asks for (`paramsOf`) and what it shows of the replies
 * (`firstScreenOf`). No store and no DOM in one (the host imports it), and nothing its store's
 * chunk does not load already (the browser's build keeps a module's imports).
 */
export interface PageData<P = unknown, R = unknown> {
  /** What `load` needs for a request; null: the host does not help this one (a filtered list). */
  paramsOf(request: PageRequest): P | null;
  /** The page's first replies, as its store asks for them. */
  load(params: P, client: Pick<ApiClient, 'call'>): Promise<R>;
  /** Its first screen from the replies; null: none to help with (the API failed). */
  firstScreenOf(replies: R): Screen | null;
}

/** The id of the `<script type="application/json">` that carries the first data in the page. */
export const FIRST_DATA_ID = 'first-data';

/**
 * What the browser logs when a part of a server-written page rendered otherwise in the browser and
 * was rendered again there (the journeys fail on it).
 */
export const RENDERED_AGAIN = 'The first screen was rendered again in the browser';
