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
} from '../schemas/search';
import { record } from './record';

export const catalogueRecords = {
  getHome: record('getHome', {
    summary: 'Home or channel page: banners and rows of titles',
    description:
      'chName picks the page: recommend (the home page, one row per channel) or a channel ' +
      '(one row per genre). Omitted means recommend. Not shown in the spec: the reply shape.',
    query: HomeQuery,
    response: Envelope(HomeData),
  }),
  getSearchOptions: record('getSearchOptions', {
    summary: 'Hot searches for the search dropdown',
    description:
      'data.data lists the hot searches in order (index from 1); 直播 marks live entries.',
    response: Envelope(SearchOptionsData),
  }),
  getFilterCondition: record('getFilterCondition', {
    summary: 'The filter bar of a channel page: genre, region, year and sort options',
    description:
      'Not shown in the spec: the query and reply shape. Groups come in the order genre (类型), ' +
      "region (地区), year (年份), sort (排序). For genre, region and year the first option is '' " +
      "(全部, no filter); region values are the spec's region codes, listing only regions the " +
      "channel has titles from; year values are one year ('2026') or a range ('2010-2019'). " +
      'Sort offers hottest (最热, the default), latest (最新) and rating (评分).',
    query: FilterConditionQuery,
    response: Envelope(FilterConditionData),
  }),
  filter: record('filter', {
    summary: "One page of a channel's titles, narrowed by genre, region and year, sorted",
    description:
      'Not shown in the spec: the body and reply shape. Omitted or empty filters do not narrow. ' +
      'Sorts: hottest by popularity, latest by last update, rating by score then popularity; ' +
      'ties by id, so pages never overlap. A genre the channel does not offer, or a year range ' +
      'that ends before it starts, is refused with code 400. A page past the end is an empty list.',
    body: FilterBody,
    response: Envelope(FilterPage),
  }),
  search: record('search', {
    summary: 'Titles (and on page 1, live channels) whose names hold the word',
    description:
      'Not shown in the spec: the body and reply shape. The word is trimmed and matched as a ' +
      'substring, ignoring Latin letter case, against titles, their aliases and the names of the ' +
      'people they credit. Order: exact title, title prefix, other title matches, then alias or ' +
      'person matches; more popular first within each. An empty word is refused with ' +
      '请输入搜索内容, a word over 20 characters with code 400.',
    body: SearchBody,
    response: Envelope(SearchData),
  }),
  searchActor: record('searchActor', {
    summary: 'Actors and directors whose names hold the word',
    description:
      'Not shown in the spec: the reply shape. At most 12, an exact name first, then most ' +
      'credited titles first. The word is checked as for search.',
    query: ActorSearchQuery,
    response: Envelope(ActorSearchData),
  }),
};
