/**
 * The API replies a server-written first screen was rendered from. The host writes them into the
 * page (`FIRST_DATA_ID`), and the browser puts them in the stores before it hydrates, so both render
 * the same HTML and the page does not ask the API again for what it already has. No DOM and no
 * stores here: the host reads it too.
 */
import type {
  ActorSummary,
  CastMember,
  DataOf,
  FilterConditionData,
  CollectionInfo,
  FilterPage,
  HomeData,
  VideoCard,
  VodType,
} from '@xinghe/contracts/client';
import type { PageModule } from '../routes/paths';

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

/** The id of the `<script type="application/json">` that carries the first data in the page. */
export const FIRST_DATA_ID = 'first-data';

/**
 * What the browser logs when a part of a server-written page rendered otherwise in the browser and
 * was rendered again there (the journeys fail on it).
 */
export const RENDERED_AGAIN = 'The first screen was rendered again in the browser';
