/**
 * A stand-in of the real API: it answers the endpoints whose shapes public client code shows
 * (REAL-API.md) with only those fields, for the titles and channels of `catalogue.ts`, and passes
 * every other request to a mock API behind it. Pointing the host at it checks that the site works
 * with a server that speaks the real shapes and nothing of our design.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';
import { HOME_CHANNEL_NAME } from '@xinghe/contracts/client';
import { routes, toFastifyPath } from '@xinghe/contracts/routes';
import {
  episodePurl,
  STAND_IN_CHANNEL_GROUPS,
  STAND_IN_COUNTRIES,
  STAND_IN_LABELS,
  STAND_IN_LINE,
  STAND_IN_TITLES,
  STAND_IN_YEARS,
  standInTitle,
  type StandInTitle,
} from './catalogue';

const clipDir = fileURLToPath(new URL('../../../mock-api/media/c1/360p/', import.meta.url));

const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });
const poster = (id: string) => `/api/images/poster/${id}.svg`;

/** A card as the real filter and home replies carry it (K, J). */
const card = (title: StandInTitle) => ({
  id: title.id,
  name: title.name,
  img: poster(title.id),
  countStr: title.countStr,
  time: title.time,
});

/** The collectionInfo of a title (K, J, F): the real fields and nothing else. */
function collectionInfo(title: StandInTitle) {
  return {
    id: title.id,
    name: title.name,
    time: title.time,
    country: title.country,
    desc: title.desc,
    countStr: title.countStr,
    imgUrl: poster(title.id),
    isMovie: title.episodes === 1,
    actor: [{ id: 1, name: '林知远' }],
    director: [{ id: 2, name: '周望川' }],
    videosGroup: [
      {
        name: '线路1',
        videos: Array.from({ length: title.episodes }, (_, i) => ({
          eporder: i + 1,
          purl: episodePurl(title.id, i + 1),
        })),
      },
    ],
  };
}

interface FilterBody {
  chName?: string;
  label?: string;
  country?: string;
  startTime?: number;
  endTime?: number;
  page?: number;
  pageSize?: number;
}

function filtered(body: FilterBody): StandInTitle[] {
  return STAND_IN_TITLES.filter(
    (title) =>
      title.chName === body.chName &&
      (!body.label || title.label === body.label) &&
      (!body.country || title.country === body.country) &&
      (!body.startTime || title.time >= body.startTime) &&
      (!body.endTime || title.time <= body.endTime),
  );
}

const posterSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="360" viewBox="0 0 240 360">` +
  `<rect width="240" height="360" fill="#24364a"/><text x="120" y="190" fill="#fff" ` +
  `font-size="28" text-anchor="middle">${name}</text></svg>`;

export interface StandIn {
  server: FastifyInstance;
  origin: string;
  /** The filter bodies it was sent, oldest first. */
  filterBodies: FilterBody[];
}

export async function startRealApiStandIn(mockOrigin: string): Promise<StandIn> {
  const server = Fastify({ logger: false });
  const filterBodies: FilterBody[] = [];
  const path = (name: keyof typeof routes) => toFastifyPath(routes[name].path);
  await server.register(replyFrom, { base: mockOrigin });
  // The mock answers what the stand-in does not know, as the real API's other endpoints.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (error) {
      done(error as Error);
    }
  });
  server.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  server.get(path('getHome'), async (request) => {
    const chName = (request.query as { chName?: string }).chName ?? HOME_CHANNEL_NAME;
    const titles =
      chName === HOME_CHANNEL_NAME
        ? STAND_IN_TITLES
        : STAND_IN_TITLES.filter((t) => t.chName === chName);
    const names = [...new Set(titles.map((t) => t.chName))];
    return ok({
      cardsGroup: names.map((name) => ({
        name: `热播${name}`,
        cards: titles.filter((t) => t.chName === name).map(card),
      })),
    });
  });
  server.get(path('getFilterCondition'), async () =>
    ok({ label: STAND_IN_LABELS, country: STAND_IN_COUNTRIES, time: STAND_IN_YEARS }),
  );
  server.post(path('filter'), async (request) => {
    const body = (request.body ?? {}) as FilterBody;
    filterBodies.push(body);
    const list = filtered(body);
    return ok({ total: list.length, list: list.map(card) });
  });
  server.post(path('search'), async (request) => {
    const word = String((request.body as { word?: string } | null)?.word ?? '').trim();
    const list = STAND_IN_TITLES.filter((t) => word && t.name.includes(word));
    return ok({
      list: list.map((t) => ({
        id: t.id,
        name: t.name,
        picurl: poster(t.id),
        countStr: t.countStr,
      })),
      total: list.length,
    });
  });
  server.get<{ Params: { id: string } }>(path('getVodDetail'), async (request, reply) => {
    const title = standInTitle(request.params.id);
    if (!title) return reply.from(request.url);
    return ok(collectionInfo(title));
  });
  server.get<{ Params: { id: string } }>(path('getRecommend'), async (request, reply) => {
    if (!standInTitle(request.params.id)) return reply.from(request.url);
    const others = STAND_IN_TITLES.filter((t) => t.id !== request.params.id);
    return ok({ cards: others.map((t) => ({ id: t.id, name: t.name, img: poster(t.id) })) });
  });
  server.get(path('getChannelGroups'), async () => ok({ channelGroups: STAND_IN_CHANNEL_GROUPS }));

  // The mock behind knows none of the stand-in's titles (its seed may give the same ids to titles
  // of its own): the other calls about them find nothing, so the site lives on the real fields
  // alone, and an episode plays from its purl.
  const notFound = { code: 404, msg: '影片不存在', data: null };
  for (const name of [
    'getVodTransfer',
    'getVodEpisodes',
    'getVodCast',
    'getDanmaku',
    'getSkipMarks',
    'getMyMarks',
  ] as const) {
    server.get<{ Params: { id: string } }>(path(name), async (request, reply) =>
      standInTitle(request.params.id) ? notFound : reply.from(request.url),
    );
  }
  for (const name of ['getPlayLine', 'recordPlay', 'reportPlay'] as const) {
    server.post(path(name), async (request, reply) => {
      const body = (request.body ?? {}) as { id?: unknown; cid?: unknown };
      const id = String(body.id ?? body.cid ?? '');
      return standInTitle(id)
        ? notFound
        : reply.from(request.url, { body: request.body as object });
    });
  }

  // Its own titles' posters and episode media; anything else is the mock's.
  server.get<{ Params: { kind: string; name: string } }>(
    path('getImage'),
    async (request, reply) => {
      const title = standInTitle(request.params.name.replace(/\.\w+$/, ''));
      if (!title) return reply.from(request.url);
      return reply.type('image/svg+xml').send(posterSvg(title.name));
    },
  );
  server.get<{ Params: { line: string; file: string } }>(
    `/api/media/vod/${STAND_IN_LINE}/:vid/:ep/:quality/:file`,
    async (request, reply) => {
      const file = request.params.file;
      if (!/^(index\.m3u8|init\.mp4|seg_\d{3}\.m4s)$/.test(file)) return reply.code(404).send();
      const type = file.endsWith('.m3u8')
        ? 'application/vnd.apple.mpegurl'
        : file.endsWith('.mp4')
          ? 'video/mp4'
          : 'video/iso.segment';
      return reply.type(type).send(await readFile(`${clipDir}${file}`));
    },
  );

  server.all('/*', (request, reply) => reply.from(request.url));
  const origin = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, origin, filterBodies };
}
