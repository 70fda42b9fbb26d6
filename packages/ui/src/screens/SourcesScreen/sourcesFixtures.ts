/** Story data of the source management page: sources as the API returns them, server messages. */
import type { OwnSource, UsableSource } from '@xinghe/contracts/client';

export const ownFixture: OwnSource[] = [
  {
    id: 12,
    name: '央视高清',
    url: 'https://live.example.com/cctv1/index.m3u8',
    type: 'hls',
    shared: true,
    importCount: 3,
    createdAt: 1_780_315_200,
    updatedAt: 1_780_315_200,
  },
  {
    id: 15,
    name: '电影合集',
    url: 'http://lists.example.org/movies.json',
    type: 'list',
    shared: false,
    importCount: 0,
    createdAt: 1_780_300_000,
    updatedAt: 1_780_300_000,
  },
];

export const addedFixture: UsableSource[] = [
  {
    id: 40,
    name: '朋友分享的体育台',
    url: 'https://sports.example.net/live.m3u8',
    type: 'hls',
    added: true,
  },
];

/** Messages the server sends, as the page shows them. */
export const sourceServerMessages = {
  dead: '服务器返回 HTTP 404',
  refused: '不能使用本机、内网或保留地址',
  notShared: '源不存在或未公开分享',
} as const;

/** What a story types into the form. */
export const newSourceName = '新源';
