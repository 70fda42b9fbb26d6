/**
 * Test support for stores and pages: a real API client (`createClient`) over a scripted fetch, so
 * tests exercise the same request and error handling the app uses.
 */
import { createClient, type HomeData } from '@xinghe/contracts/client';

export interface ScriptedReply {
  status?: number;
  body: unknown;
}

export function scriptedFetch(replies: ScriptedReply[] | ((url: string) => ScriptedReply)) {
  const urls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    const reply = typeof replies === 'function' ? replies(url) : replies.shift();
    if (!reply) throw new TypeError('no scripted reply left');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

export function scriptedClient(replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, urls } = scriptedFetch(replies);
  return { client: createClient({ fetch, getToken: () => null }), urls };
}

export const sampleHome: HomeData = {
  chName: 'recommend',
  banners: [
    {
      id: 7,
      title: '长安十二时辰',
      subtitle: '古装悬疑',
      image: '/api/images/banner/7.svg',
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
          cover: '/api/images/poster/11.svg',
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

export const ok = (data: unknown): ScriptedReply => ({ body: { code: 0, msg: 'ok', data } });
