/**
 * Titles the journeys need, found through the API by the property a journey depends on (a film, a
 * series with enough released episodes, a title whose 线路三 is broken), never by a row number:
 * video ids are strings the mock derives from its seed.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  CollectionInfo,
  EpisodeMarks,
  FilterBody,
  FilterPage,
  SkipMarks,
  VideoCard,
  VodTransfer,
  VodType,
} from '../../packages/contracts/src/index';
import { VOD_CHANNEL_NAMES } from '../../packages/contracts/src/literals';
import { EVIDENCED_IDS, thirdPartyIdOf } from '../../packages/mock-api/src/domain/video-ids';
import { breakageOf, BROKEN_LINE, type Breakage } from '../../packages/mock-api/src/media/lines';

export type { CollectionInfo, VideoCard };

/**
 * The ids the mock gives its most popular film and series by design (the real site's published
 * ids, so its links open here): for journeys that need any film or series at a fixed address.
 */
const evidenced = (type: VodType) => EVIDENCED_IDS.find((entry) => entry.type === type)!.vid;
export const TOP_FILM = evidenced('movie');
export const TOP_SERIES = evidenced('drama');

async function data<T>(reply: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await reply).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** One page of a channel's filter, asked the way the site asks it (Chinese names, years). */
export function filterTitles(
  request: APIRequestContext,
  type: VodType,
  body: Omit<FilterBody, 'chName'> = {},
): Promise<FilterPage> {
  return data(
    request.post('/v3/web/api/filter', {
      data: { chName: VOD_CHANNEL_NAMES[type], pageSize: 60, ...body },
    }),
  );
}

/** A title's detail (collectionInfo). */
export function detailOf(request: APIRequestContext, id: string): Promise<CollectionInfo> {
  return data(request.get(`/web/v2/dianbo/collection/${id}`));
}

/** How many episodes of a title are released: those of its first play line. */
export const releasedEpisodes = (detail: CollectionInfo) =>
  detail.videosGroup[0]?.videos.length ?? 0;

/**
 * The `nth` (from 0) of a channel's titles, most popular first, that has a property: journeys
 * that keep state per title (history, records, 弹幕) take different `nth` so they do not meet.
 */
export async function titleWhere(
  request: APIRequestContext,
  type: VodType,
  accept: (card: VideoCard, detail: CollectionInfo) => boolean,
  nth = 0,
): Promise<{ card: VideoCard; detail: CollectionInfo }> {
  let left = nth;
  for (let page = 1; page <= 5; page++) {
    const { list } = await filterTitles(request, type, { page });
    for (const card of list) {
      const detail = await detailOf(request, card.id);
      if (!accept(card, detail)) continue;
      if (left-- === 0) return { card, detail };
    }
  }
  throw new Error(`no ${type} title #${nth} with the property asked for`);
}

/** The `nth` film (one episode, 正片). */
export async function aFilm(request: APIRequestContext, nth = 0) {
  return titleWhere(request, 'movie', (_, detail) => detail.isMovie, nth);
}

/** The `nth` series with at least `episodes` episodes released. */
export async function aSeries(request: APIRequestContext, episodes: number, nth = 0) {
  return titleWhere(request, 'drama', (_, detail) => releasedEpisodes(detail) >= episodes, nth);
}

/**
 * The `nth` series (two episodes or more) whose 线路三 is broken the given way: the mock's own rule (a hash of the video
 * id) says which, imported rather than restated.
 */
export async function aTitleWithBrokenLine(request: APIRequestContext, how: Breakage, nth = 0) {
  return titleWhere(
    request,
    'drama',
    (card, detail) => breakageOf(BROKEN_LINE, card.id) === how && releasedEpisodes(detail) >= 2,
    nth,
  );
}

/**
 * The id of a title's third-party listing (`/vod/play-thrid/{id}/{ep}`): the mock's rule, checked
 * against getVodTransfer, which maps it back to the title.
 */
export async function thirdPartyListingOf(request: APIRequestContext, id: string): Promise<string> {
  const thirdId = thirdPartyIdOf(id);
  const transfer = await data<VodTransfer>(
    request.get(`/web/v2/dianbo/collection/transfer/${thirdId}`),
  );
  expect(transfer.officialId).toBe(id);
  return thirdId;
}

/** A title's intro and outro marks, by episode (GET /web/v2/dianbo/marks/{id}). */
export async function marksOf(
  request: APIRequestContext,
  id: string,
): Promise<Map<number, EpisodeMarks>> {
  const { episodes } = await data<SkipMarks>(request.get(`/web/v2/dianbo/marks/${id}`));
  return new Map(episodes.map((marks) => [marks.ep, marks]));
}
