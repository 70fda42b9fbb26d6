/**
 * Browsing and search (issue 3): the filter bar of a channel page, the filtered and paged list,
 * the search results (titles and live channels) and the actor search.
 */
import { Type, type Static } from 'typebox';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  SEARCH_WORD_MAX_LENGTH,
} from '../search-limits';
import { FILTER_KEYS, FILTER_SORTS } from '../literals';
import { RegionCode, VideoSummary, VodType } from './catalogue';
import { literalUnion } from './literal-union';

/** The rows of the filter bar, in this order: 类型 地区 年份 排序. */
export const FilterKey = literalUnion(FILTER_KEYS);
export type FilterKey = Static<typeof FilterKey>;

export const FilterOption = Type.Object({
  value: Type.String({ description: "What the filter call takes; '' is 全部 (no filter)" }),
  label: Type.String({ minLength: 1, description: 'Shown in the filter bar (zh-CN)' }),
});
export type FilterOption = Static<typeof FilterOption>;

export const FilterGroup = Type.Object({
  key: FilterKey,
  title: Type.String({ minLength: 1, description: '类型 / 地区 / 年份 / 排序' }),
  options: Type.Array(FilterOption, { minItems: 1 }),
});
export type FilterGroup = Static<typeof FilterGroup>;

export const FilterConditionQuery = Type.Object(
  {
    type: VodType,
  },
  { additionalProperties: false },
);
export type FilterConditionQuery = Static<typeof FilterConditionQuery>;

export const FilterConditionData = Type.Object({
  type: VodType,
  filters: Type.Array(FilterGroup),
});
export type FilterConditionData = Static<typeof FilterConditionData>;

/** 最新 (last updated), 最热 (popularity, the default), 评分 (score). */
export const FilterSort = literalUnion(FILTER_SORTS);
export type FilterSort = Static<typeof FilterSort>;

/** A year filter: one year (`2026`) or an inclusive range (`2010-2019`); '' is every year. */
export const YEAR_FILTER_PATTERN = '^([0-9]{4}(-[0-9]{4})?)?$';

const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });

export const FilterBody = Type.Object(
  {
    type: VodType,
    genre: Type.Optional(
      Type.String({ maxLength: 20, description: "One of the type's genre options; '' is all" }),
    ),
    region: Type.Optional(Type.Union([RegionCode, Type.Literal('')])),
    year: Type.Optional(
      Type.String({ pattern: YEAR_FILTER_PATTERN, description: '2026 or 2010-2019' }),
    ),
    sort: Type.Optional(FilterSort),
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type FilterBody = Static<typeof FilterBody>;

/** One page of a list: `hasMore` says whether page + 1 has items. */
const pageFields = {
  list: Type.Array(VideoSummary),
  total: Type.Integer({ minimum: 0, description: 'How many items all pages hold' }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  hasMore: Type.Boolean(),
};

export const FilterPage = Type.Object(pageFields);
export type FilterPage = Static<typeof FilterPage>;

/**
 * The raw word may carry surrounding spaces, so the schema only caps its size; the server trims it
 * and refuses an empty word (请输入搜索内容) or one over 20 characters.
 */
const SearchWord = Type.String({
  maxLength: 64,
  description: `1 to ${SEARCH_WORD_MAX_LENGTH} characters after trimming`,
});

export const SearchBody = Type.Object(
  {
    word: SearchWord,
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

/** A live channel whose name holds the word. */
export const LiveSearchEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  category: Type.String({ description: '央视 / 卫视 / 地方 / 港澳台 / 数字 / 国际' }),
  url: Type.String({ description: 'Site path of the channel: /live/{id}' }),
});
export type LiveSearchEntry = Static<typeof LiveSearchEntry>;

export const SearchData = Type.Object({
  word: Type.String({ minLength: 1, description: 'The word as searched (trimmed)' }),
  ...pageFields,
  lives: Type.Array(LiveSearchEntry, { description: 'Live channels; on page 1 only, else []' }),
});
export type SearchData = Static<typeof SearchData>;

export const ActorSearchQuery = Type.Object(
  {
    word: SearchWord,
  },
  { additionalProperties: false },
);
export type ActorSearchQuery = Static<typeof ActorSearchQuery>;

export const ActorSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  avatar: Type.String({ description: 'Avatar image URL (1:1): /api/images/avatar/{id}.svg' }),
  role: Type.String({ description: '演员 or 导演' }),
  works: Type.Integer({ minimum: 0, description: 'How many titles credit this person' }),
});
export type ActorSummary = Static<typeof ActorSummary>;

export const ActorSearchData = Type.Object({
  list: Type.Array(ActorSummary),
});
export type ActorSearchData = Static<typeof ActorSearchData>;
