import { Envelope } from '../schemas/envelope';
import { HomeData, HomeQuery, SearchOptionsData } from '../schemas/catalogue';
import {
  ActorSearchData,
  ActorSearchQuery,
  FilterBody,
  FilterConditionData,
  FilterConditionQuery,
  FilterPage,
  SearchBody,
  SearchData,
  SuggestData,
  SuggestQuery,
} from '../schemas/search';
import { SUGGESTION_LIMIT } from '../search-limits';
import { record } from './record';

export const catalogueRecords = {
  getHome: record('getHome', {
    summary: 'Home or channel page: rows of titles (and our banners)',
    shape: { from: 'real', sources: ['J', 'K'], ours: true },
    description:
      'data.cardsGroup [{ name, cards [{ id, name, img, countStr, time }] }] (K shows the same ' +
      'list as cards). chName picks the page by its Chinese ' +
      'name: 首页 (J; one row per channel) or a channel, 电影 电视剧 综艺 动漫 少儿 纪录片 (one row ' +
      "per genre). Omitted means 首页. Ours, optional: banners, each row's key " +
      "(a channel or a genre) and type, and the cards' type, region, genres, score, episodes.",
    query: HomeQuery,
    response: Envelope(HomeData),
  }),
  getSearchOptions: record('getSearchOptions', {
    summary: 'Hot searches for the search dropdown',
    shape: { from: 'spec' },
    description:
      'SPEC 3: data.data lists the hot searches in order (index from 1); ' +
      '直播 marks live entries, whose id is a channel slug; other ids are video ids.',
    response: Envelope(SearchOptionsData),
  }),
  getFilterCondition: record('getFilterCondition', {
    summary: 'The filter bar of a channel page: genre, region and year options',
    shape: { from: 'real', sources: ['F', 'T'], ours: true },
    description:
      'filterCondition { label: [[name, slug]], country: [name], time: [year] } (F Condition), ' +
      'the page data of a channel page. label lists the ' +
      "channel's genres by Chinese name with a pinyin slug for URLs (动作, dongzuo); country the " +
      "Chinese names of the regions the channel has titles from, in the order of the spec's " +
      'region-to-code map; time the years newest first down to 2020, then the decades 2010 ' +
      '... 1970 (K), each standing for its ten years. None lists 全部: the site offers it. ' +
      'Ours: the query names the channel by chName, as the filter does; the sorts are ' +
      'the fixed FILTER_SORTS.',
    query: FilterConditionQuery,
    response: Envelope(FilterConditionData),
  }),
  filter: record('filter', {
    summary: "One page of a channel's titles, narrowed by genre, region and years, sorted",
    shape: { from: 'real', sources: ['K', 'J', 'F', 'W'], ours: true },
    description:
      'Body { chName, label, country, ' +
      'startTime, endTime, page, pageSize } (F Query), reply data { total, list [card] }. label and ' +
      "country are Chinese names, '' for all; startTime and endTime are years, 0 for no bound, " +
      'one year when equal. Ours, optional: sort (hottest by popularity, the default; latest by ' +
      'last update; rating by score then popularity; ties by id, so pages never overlap) and ' +
      'page, pageSize and hasMore in the reply. A genre the channel does not offer, or years ' +
      'that end before they start, are refused with code 400. A page past the end is empty.',
    body: FilterBody,
    response: Envelope(FilterPage),
  }),
  search: record('search', {
    summary: 'Titles (and on page 1, live channels) whose names hold the word',
    shape: { from: 'real', sources: ['W', 'J'], ours: true },
    description:
      'Body { word, page, pageSize }, reply data { list ' +
      "[{ id, name, picurl, countStr }], total }. Ours, optional: the cards' other fields, " +
      'word, page, pageSize, hasMore and lives (live channels, page 1 only). ' +
      'The word is trimmed and matched as a ' +
      'substring, ignoring Latin letter case, against titles, their aliases and the names of the ' +
      'people they credit. Order: exact title, title prefix, other title matches, then alias or ' +
      'person matches; more popular first within each. An empty word is refused with ' +
      '请输入搜索内容, a word over 20 characters with code 400.',
    body: SearchBody,
    response: Envelope(SearchData),
  }),
  suggest: record('suggest', {
    summary: 'What to suggest while a viewer types: titles, people and channels',
    shape: { from: 'ours' },
    description:
      `At most ${SUGGESTION_LIMIT}: up to five titles in the order of search, then up to two ` +
      'people in the order of searchActor and up to two channels in the order of search, ' +
      'the titles giving up places the others do not fill. Matched as search matches ' +
      '(substring, Latin case ignored, Traditional and Simplified characters alike); match ' +
      'says where the word sits in the name. The word is checked as for search. Cheap enough ' +
      'to ask on every pause in typing; the site waits for one and drops replies to older words.',
    query: SuggestQuery,
    response: Envelope(SuggestData),
  }),
  searchActor: record('searchActor', {
    summary: 'Actors and directors whose names hold the word',
    shape: { from: 'ours' },
    description:
      'At most 12, an exact name first, then most ' +
      'credited titles first. The word is checked as for search.',
    query: ActorSearchQuery,
    response: Envelope(ActorSearchData),
  }),
};
