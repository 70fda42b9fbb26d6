import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTitleHeads } from '../server/heads/titleHeads';
import { buildHost, createClientDir } from './host-helpers';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

const synopsis = '一九三七年的上海，年轻的报务员林默在租界里截获一份密电。'.repeat(3);
/** The detail with the real fields only (K collectionInfo), plus our backdrop. */
const detail = {
  id: 'Sh12',
  name: '山河谍影',
  time: 2019,
  country: '大陆',
  desc: synopsis,
  countStr: '全3集',
  imgUrl: '/api/images/poster/12.webp',
  isMovie: false,
  actor: [],
  director: [],
  videosGroup: [
    { name: '线路1', videos: [1, 2, 3].map((ep) => ({ eporder: ep, purl: `/m/12/${ep}.m3u8` })) },
  ],
  banner: '/api/images/banner/12.webp',
};

const person = {
  id: 7,
  name: '林晚秋',
  avatar: '/api/images/avatar/7.webp',
  gender: '女',
  role: '演员',
  birthDate: '1988-04-12',
  region: 'cn',
  biography: '林晚秋，内地女演员，毕业于中央戏剧学院表演系。',
  works: 12,
};

/**
 * A stand-in API: the detail of title Sh12 (third-party id 9b1169e9b7c04) after `delayMs` and person 7;
 * else 404.
 */
async function startApi(delayMs = 0) {
  const asked: string[] = [];
  const api = Fastify({ logger: false });
  api.get('/web/v2/dianbo/collection/transfer/:id', async (request) => {
    asked.push(request.url);
    return {
      code: 0,
      msg: 'ok',
      data: { id: '9b1169e9b7c04', officialId: 'Sh12', source: 'third' },
    };
  });
  api.get('/web/v2/dianbo/collection/:id', async (request) => {
    asked.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { id } = request.params as { id: string };
    return id === 'Sh12'
      ? { code: 0, msg: 'ok', data: detail }
      : { code: 404, msg: '影片不存在', data: null };
  });
  api.get('/metadata/v1/actor/info/:id', async (request) => {
    asked.push(request.url);
    const { id } = request.params as { id: string };
    return id === '7'
      ? { code: 0, msg: 'ok', data: person }
      : { code: 404, msg: '演员不存在', data: null };
  });
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, asked, close: () => api.close() };
}

describe('the head of a title page, written by the host', () => {
  const client = createClientDir();
  const hosts: FastifyInstance[] = [];
  const apis: { close: () => Promise<void> }[] = [];
  const hostFor = async (upstream: string, waitMs?: number) => {
    const titleHeads = createTitleHeads({ upstream, waitMs: waitMs ?? 10_000 });
    const host = await buildHost({ clientDir: client.dir, upstream, titleHeads });
    hosts.push(host);
    return host;
  };
  const get = (host: FastifyInstance, url: string) =>
    host.inject({ url, headers: { host: 'xinghe.test' } });

  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
    apis.push(api);
  });
  afterEach(() => {
    api.asked.length = 0;
  });
  afterAll(async () => {
    await Promise.all([...hosts, ...apis].map((h) => h.close()));
    client.remove();
  });

  it('names the title, describes it from its synopsis and shows its poster', async () => {
    const host = await hostFor(api.origin);
    const reply = await get(host, '/vod/detail/Sh12');
    expect(reply.statusCode).toBe(200);
    expect(titleOf(reply.body)).toBe('星河影视 - 山河谍影');
    expect(metaOf(reply.body, 'property', 'og:title')).toBe('星河影视 - 山河谍影');
    const description = metaOf(reply.body, 'name', 'description')!;
    expect(description.startsWith('一九三七年的上海')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(120);
    expect(metaOf(reply.body, 'property', 'og:image')).toBe(
      'http://xinghe.test/api/images/poster/12.webp',
    );
    expect(reply.body).toContain('<link rel="canonical" href="http://xinghe.test/vod/detail/Sh12"');
  });

  it('names the episode on a player page; play-thrid is mapped to its official title', async () => {
    const host = await hostFor(api.origin);
    const official = await get(host, '/vod/play-official/Sh12/2');
    expect(titleOf(official.body)).toBe('星河影视 - 山河谍影 第2集');
    const third = await get(host, '/vod/play-thrid/9b1169e9b7c04/3');
    expect(titleOf(third.body)).toBe('星河影视 - 山河谍影 第3集');
    expect(third.body).toContain('href="http://xinghe.test/vod/play-official/9b1169e9b7c04/3"');
  });

  it("names a person's page, describes it from the biography and shows the portrait", async () => {
    const host = await hostFor(api.origin);
    const reply = await get(host, '/person/7');
    expect(titleOf(reply.body)).toBe('星河影视 - 林晚秋');
    expect(metaOf(reply.body, 'name', 'description')).toBe(person.biography);
    expect(metaOf(reply.body, 'property', 'og:image')).toBe(
      'http://xinghe.test/api/images/avatar/7.webp',
    );
    const unknown = await get(host, '/person/8');
    expect(titleOf(unknown.body)).not.toContain('林晚秋');
  });

  it('asks the API once per title while the answer is fresh', async () => {
    const host = await hostFor(api.origin);
    await get(host, '/vod/detail/Sh12');
    await get(host, '/vod/detail/Sh12');
    await get(host, '/vod/play-official/Sh12/1');
    expect(api.asked.filter((u) => u === '/web/v2/dianbo/collection/Sh12')).toHaveLength(1);
  });

  it('keeps the generic head for an unknown title', async () => {
    const host = await hostFor(api.origin);
    const reply = await get(host, '/vod/detail/99');
    expect(titleOf(reply.body)).toBe('星河影视 - 影片详情');
    expect(metaOf(reply.body, 'property', 'og:image')).toBeUndefined();
  });

  it('serves the generic head at once when the API is down', async () => {
    const host = await hostFor('http://127.0.0.1:9');
    const reply = await get(host, '/vod/detail/Sh12');
    expect(reply.statusCode).toBe(200);
    expect(titleOf(reply.body)).toBe('星河影视 - 影片详情');
  });

  it('does not wait for a slow API: the generic head now, the named one once it answered', async () => {
    const slow = await startApi(400);
    apis.push(slow);
    const host = await hostFor(slow.origin, 50);
    const first = await get(host, '/vod/detail/Sh12');
    expect(titleOf(first.body)).toBe('星河影视 - 影片详情');
    // The lookup went on; once the API has answered, the next request is named from the cache.
    await expect
      .poll(async () => titleOf((await get(host, '/vod/detail/Sh12')).body), { timeout: 5_000 })
      .toBe('星河影视 - 山河谍影');
    expect(slow.asked.filter((u) => u === '/web/v2/dianbo/collection/Sh12')).toHaveLength(1);
  });
});
