import { Envelope } from '../schemas/envelope';
import { HomeData, HomeQuery, SearchOptionsData } from '../schemas/catalogue';
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
};
