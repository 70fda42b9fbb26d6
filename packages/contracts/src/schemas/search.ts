/**
 * Browsing and search: the filter bar of a channel page, the filtered and paged list,
 * the search results (titles and live channels) and the actor search.
 */
import { Type, type Static } from 'typebox';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  SEARCH_WORD_MAX_LENGTH,
  SUGGESTION_LIMIT,
} from '../search-limits';
import {
  FILTER_KEYS,
  FILTER_SORTS,
  FIRST_SINGLE_YEAR,
  REGION_NAMES,
  SUGGESTION_KINDS,
} from '../literals';
import { cardHead, cardTail, VideoCard, VodChannelName } from './catalogue';
import { literalUnion } from './literal-union';
import { PersonRoleKey } from './people';
import { ChannelId } from './live';

/** The rows of the filter bar, in this order: 类型 地区 年份 排序. */
export const FilterKey = literalUnion(FILTER_KEYS);
export type FilterKey = Static<typeof FilterKey>;

export const FilterConditionQuery = Type.Object(
  {
    chName: VodChannelName,
  },
  { additionalProperties: false },
);
export type FilterConditionQuery = Static<typeof FilterConditionQuery>;

/** A genre as the filter takes it (its Chinese name) and as URLs carry it (a pinyin slug). */
export const LabelOption = Type.Tuple([
  Type.String({ minLength: 1, description: 'Chinese genre name: 动作' }),
  Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'Pinyin slug for URLs: dongzuo' }),
]);
export type LabelOption = Static<typeof LabelOption>;

/**
 * The filter bar's options (F Condition, T: filterCondition { label, country, time }). None lists
 * 全部: '' (or 0 for years) is every value, and the site offers it first.
 */
export const FilterConditionData = Type.Object({
  label: Type.Array(LabelOption, { description: "The channel's genres, in the bar's order" }),
  country: Type.Array(literalUnion(Object.values(REGION_NAMES)), {
    description: 'Chinese region names of the regions the channel has titles from',
  }),
  time: Type.Array(Type.Integer({ minimum: 1900, maximum: 2100 }), {
    description: `Years, newest first; an option below ${FIRST_SINGLE_YEAR} is its decade`,
  }),
});
export type FilterConditionData = Static<typeof FilterConditionData>;

/** 最新 (last updated), 最热 (popularity, the default), 评分 (score). */
export const FilterSort = literalUnion(FILTER_SORTS);
export type FilterSort = Static<typeof FilterSort>;

const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });
const FilterYear = Type.Integer({
  minimum: 0,
  maximum: 2100,
  description: 'A year; 0 is no bound (K)',
});

export const FilterBody = Type.Object(
  {
    chName: VodChannelName,
    label: Type.Optional(
      Type.String({ maxLength: 20, description: "A genre's Chinese name (动作); '' is all (K)" }),
    ),
    country: Type.Optional(
      Type.Union([literalUnion(Object.values(REGION_NAMES)), Type.Literal('')], {
        description: "A region's Chinese name (美国); '' is all (K)",
      }),
    ),
    startTime: Type.Optional(FilterYear),
    endTime: Type.Optional(FilterYear),
    sort: Type.Optional(FilterSort),
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type FilterBody = Static<typeof FilterBody>;

/** What our design adds to a page of a list: the page asked for and whether another follows. */
const pageExtras = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  hasMore: Type.Optional(Type.Boolean({ description: 'Ours: whether page + 1 has items' })),
};

/** A page of the filter (K, J, W: data { total, list }). */
export const FilterPage = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'How many items all pages hold' }),
  list: Type.Array(VideoCard),
  ...pageExtras,
});
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

/** A live channel whose name holds the word (our design; id is the channel's slug, as live's). */
export const LiveSearchEntry = Type.Object({
  id: ChannelId,
  name: Type.String({ minLength: 1 }),
  category: Type.String({ description: '央视 / 卫视 / 地方 / 港澳台 / 体育 / 国际 / ...' }),
  url: Type.String({ description: 'Site path of the channel: /live/{slug}' }),
});
export type LiveSearchEntry = Static<typeof LiveSearchEntry>;

/** A search result (W, J: { id, name, picurl, countStr }); the rest is ours, as on cards. */
export const SearchCard = Type.Object({
  ...cardHead,
  picurl: Type.String({ description: 'Poster image URL (2:3)' }),
  ...cardTail,
});
export type SearchCard = Static<typeof SearchCard>;

export const SearchData = Type.Object({
  list: Type.Array(SearchCard),
  total: Type.Integer({ minimum: 0 }),
  word: Type.Optional(Type.String({ minLength: 1, description: 'Ours: the word as searched' })),
  ...pageExtras,
  lives: Type.Optional(
    Type.Array(LiveSearchEntry, { description: 'Ours: live channels; on page 1 only' }),
  ),
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
  roleKey: Type.Optional(PersonRoleKey),
  works: Type.Integer({ minimum: 0, description: 'How many titles credit this person' }),
});
export type ActorSummary = Static<typeof ActorSummary>;

export const ActorSearchData = Type.Object({
  list: Type.Array(ActorSummary),
});
export type ActorSearchData = Static<typeof ActorSearchData>;

export const SuggestQuery = Type.Object({ word: SearchWord }, { additionalProperties: false });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const SuggestionKind = literalUnion(SUGGESTION_KINDS);
export type SuggestionKind = Static<typeof SuggestionKind>;

/** Where the word sits in a suggestion's name, for highlighting (UTF-16 offsets, as JS slices). */
export const SuggestionMatch = Type.Object({
  start: Type.Integer({ minimum: 0 }),
  length: Type.Integer({ minimum: 1 }),
});
export type SuggestionMatch = Static<typeof SuggestionMatch>;

/** One suggestion while typing: what it names, and the page it opens. */
export const Suggestion = Type.Object({
  kind: SuggestionKind,
  id: Type.String({ minLength: 1, description: "A title's video id, a person's id, a slug" }),
  name: Type.String({ minLength: 1 }),
  detail: Type.String({
    description:
      'A title: its year and channel (2026 · 电影); a person: 演员 or 导演; a channel: its group',
  }),
  url: Type.String({ description: 'Site path: /vod/detail/{id}, /person/{id} or /live/{slug}' }),
  match: Type.Union([SuggestionMatch, Type.Null()], {
    description: 'null when the word matched an alias or a credited name, not the name shown',
  }),
});
export type Suggestion = Static<typeof Suggestion>;

export const SuggestData = Type.Object({
  word: Type.String({ minLength: 1, description: 'The word as typed, trimmed' }),
  list: Type.Array(Suggestion, { maxItems: SUGGESTION_LIMIT }),
});
export type SuggestData = Static<typeof SuggestData>;
