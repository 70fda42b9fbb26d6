/**
 * Test support for stores and pages: the app's own client (`createSiteClient`, with its reply
 * hook) over the one fake fetch of `@xinghe/contracts/testing`, so tests exercise the same request
 * and error handling the app uses.
 */
import type { HomeData } from '@xinghe/contracts/client';
import {
  fakeFetch,
  okReply,
  settle,
  type FakeAnswer,
  type FakeReply,
  type FakeRequest,
} from '@xinghe/contracts/testing';
import { createSiteClient } from '../src/api';

export type ScriptedReply = FakeReply;
export { settle };

/** A fetch answering from a list (one each) or a function of the URL. */
export function scriptedFetch(replies: readonly FakeAnswer[] | ((url: string) => FakeAnswer)) {
  const fake = fakeFetch(
    typeof replies === 'function' ? (r: FakeRequest) => replies(r.url) : replies,
  );
  return { fetch: fake.fetch, urls: fake.urls, requests: fake.requests };
}

/** The app's client over `scriptedFetch`; it sends no token of its own. */
export function scriptedClient(replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, urls, requests } = scriptedFetch(replies);
  return { client: createSiteClient({ fetch, getToken: () => null }), urls, requests };
}

/**
 * The app's client whose requests wait until the test answers them (`requests[i].answer`), in any
 * order: how a test puts a reply "in flight" while the viewer does something else.
 */
export function controlledClient() {
  const { fetch, requests } = fakeFetch('held');
  return { client: createSiteClient({ fetch, getToken: () => null }), requests };
}

export const ok = okReply;

/** A home reply with one banner and one row. */
export const sampleHome: HomeData = {
  chName: '首页',
  banners: [
    {
      id: 'Ch7x2Anz01',
      name: '长安十二时辰',
      subtitle: '古装悬疑',
      image: '/api/images/banner/Ch7x2Anz01.webp',
      type: 'drama',
    },
  ],
  cardsGroup: [
    {
      key: 'movie',
      name: '热门电影',
      type: 'movie',
      cards: [
        {
          id: 'Ld11wQ9eRt',
          name: '流浪地球',
          img: '/api/images/poster/Ld11wQ9eRt.webp',
          countStr: 'HD',
          time: 2019,
          type: 'movie',
          region: 'cn',
          genres: ['科幻'],
          score: 8.2,
          episodes: 1,
        },
      ],
    },
  ],
};

/** The same home page as a server that sends only the real fields would (no banners, no extras). */
export const realFieldsHome: HomeData = {
  cardsGroup: [
    {
      name: '热门电影',
      cards: [
        {
          id: 'Ld11wQ9eRt',
          name: '流浪地球',
          img: '/api/images/poster/Ld11wQ9eRt.webp',
          countStr: 'HD',
        },
      ],
    },
  ],
};
