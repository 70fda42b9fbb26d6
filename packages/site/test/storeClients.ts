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
  chName: 'recommend',
  banners: [
    {
      id: 7,
      title: '长安十二时辰',
      subtitle: '古装悬疑',
      image: '/api/images/banner/7.webp',
      type: 'drama',
    },
  ],
  sections: [
    {
      key: 'movie',
      title: '热门电影',
      type: 'movie',
      items: [
        {
          id: 11,
          title: '流浪地球',
          cover: '/api/images/poster/11.webp',
          type: 'movie',
          year: 2019,
          region: 'cn',
          genres: ['科幻'],
          score: 8.2,
          remark: 'HD',
          episodes: 1,
        },
      ],
    },
  ],
};
