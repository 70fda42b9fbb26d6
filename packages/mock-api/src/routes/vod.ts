/**
 * Detail page and player data: a title's detail, cast, recommendations, episode list and play
 * lines, the transfer of a play id, and the public play counter. Shapes and decisions are the
 * contract records' (see their descriptions in @xinghe/contracts).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorCode,
  records,
  REGION_NAMES,
  type CollectionInfo,
  type EpisodeInfo,
  type PlayInfo,
  type VideosGroup,
  type VodTransfer,
} from '@xinghe/contracts';
import { tokenOf } from '../auth/plugin';
import { CHANNEL_LABEL, genreKeysOf } from '../domain/channels';
import { episodeTitle, releasedEpisodes } from '../domain/episodes';
import { THIRD_PARTY_ID_PATTERN } from '../domain/video-ids';
import { contractRoute } from '../lib/contract-route';
import { imageUrl } from '../lib/image-url';
import { notFound, ok, Refusal, badRequest } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { VodMsg } from '../lib/vod-messages';
import {
  DEFAULT_LINE,
  defaultQuality,
  LINES,
  lineByKey,
  needsVip,
  qualityOf,
} from '../media/lines';
import { downloadPath, playlistPath } from '../media/paths';
import { episodeTimeline, loadLibrary, type ClipMedia } from '../media/timeline';
import { badgeField } from '../queries/catalogue';
import { createVodQueries, type TitleRow, type VodQueries } from '../queries/vod';

/** Each released episode, as long as its media (runtime.ts gives the length for its channel). */
export function episodesOf(title: TitleRow, library: readonly ClipMedia[]): EpisodeInfo[] {
  const count = releasedEpisodes(title.episodes, title.remark);
  return Array.from({ length: count }, (_, i) => ({
    ep: i + 1,
    title: episodeTitle(title, i + 1),
    duration: Math.round(episodeTimeline(library, title, i + 1).duration),
  }));
}

/**
 * One group per play line, each with the released episodes and the unsigned playlist path at
 * the best quality a visitor may play there (what getPlayLine gives a visitor on that line).
 */
export function videosGroups(title: TitleRow, episodes: readonly EpisodeInfo[]): VideosGroup[] {
  return LINES.map((line) => {
    const quality = defaultQuality(line, false) ?? line.qualities[0];
    return {
      name: line.name,
      videos: episodes.map((episode) => ({
        eporder: episode.ep,
        purl: playlistPath(line.key, title.vid, episode.ep, quality?.key ?? ''),
        name: episode.title,
        duration: Math.max(1, Math.round(episode.duration)),
      })),
      key: line.key,
      vip: line.vip,
    };
  });
}

/** The detail of a title: the real collectionInfo fields, then ours. */
export function collectionInfo(
  title: TitleRow,
  credits: Pick<CollectionInfo, 'actor' | 'director'>,
  library: readonly ClipMedia[],
): CollectionInfo {
  const episodes = episodesOf(title, library);
  return {
    id: title.vid,
    name: title.title,
    time: title.year,
    country: REGION_NAMES[title.region],
    desc: title.description,
    countStr: title.remark,
    ...badgeField(title.remark),
    imgUrl: imageUrl('poster', title.vid),
    isMovie: title.type === 'movie',
    actor: credits.actor,
    director: credits.director,
    videosGroup: videosGroups(title, episodes),
    chname: CHANNEL_LABEL[title.type],
    type: title.type,
    region: title.region,
    genres: title.genres,
    genreKeys: genreKeysOf(title.genres),
    score: title.score,
    episodes: episodes.length,
    banner: imageUrl('banner', title.vid),
    tagline: title.tagline,
  };
}

function titleOrRefuse(q: VodQueries, id: string): TitleRow {
  const title = q.title(id);
  if (!title) throw notFound(VodMsg.titleNotFound);
  return title;
}

/** The episode must be out: 1..released. */
export function checkEpisode(title: TitleRow, ep: number): void {
  if (ep < 1 || ep > releasedEpisodes(title.episodes, title.remark)) {
    throw notFound(VodMsg.episodeNotFound);
  }
}

const vodRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createVodQueries(fastify.db);
  const library = loadLibrary();

  /** A logged-in viewer's media token (see auth/media-tokens); '' for a visitor. */
  async function mediaTokenOf(sessionToken: string | null): Promise<string> {
    if (!sessionToken) return '';
    return (await fastify.sessions.mediaToken(sessionToken))?.token ?? '';
  }

  app.route({
    ...contractRoute(records.getVodDetail),
    handler: async (request) => {
      const title = titleOrRefuse(q, request.params.id);
      return ok(collectionInfo(title, q.credits(title), library));
    },
  });

  app.route({
    ...contractRoute(records.getVodTransfer),
    handler: async (request) => {
      const { id } = request.params;
      const official = q.title(id);
      const title =
        official ?? (THIRD_PARTY_ID_PATTERN.test(id) ? q.titleOfThirdParty(id) : undefined);
      if (!title) throw notFound(VodMsg.titleNotFound);
      const reply: VodTransfer = {
        id,
        officialId: title.vid,
        source: official ? 'official' : 'third',
      };
      return ok(reply);
    },
  });

  app.route({
    ...contractRoute(records.getVodEpisodes),
    handler: async (request) => {
      const title = titleOrRefuse(q, request.params.id);
      return ok({ id: title.vid, name: title.title, episodes: episodesOf(title, library) });
    },
  });

  app.route({
    ...contractRoute(records.getVodCast),
    handler: async (request) => ok({ list: q.cast(titleOrRefuse(q, request.params.id)) }),
  });

  app.route({
    ...contractRoute(records.getRecommend),
    handler: async (request) => ok({ cards: q.recommend(titleOrRefuse(q, request.params.id)) }),
  });

  app.route({
    ...contractRoute(records.getPlayLine),
    handler: async (request) => {
      const { id, ep } = request.body;
      const title = titleOrRefuse(q, id);
      checkEpisode(title, ep);
      const isVip = request.user?.isVip ?? false;

      const line = lineByKey(request.body.line ?? DEFAULT_LINE);
      if (!line) throw badRequest(VodMsg.lineNotFound);
      const vipRequired = new Refusal(ErrorCode.VipRequired, VodMsg.vipRequired);
      if (line.vip && !isVip) throw vipRequired;
      const quality = request.body.quality
        ? qualityOf(line, request.body.quality)
        : (defaultQuality(line, isVip) ?? line.qualities[0]);
      if (!quality) throw badRequest(VodMsg.qualityNotOnLine);
      if (needsVip(line, quality) && !isVip) throw vipRequired;

      const reply: PlayInfo = {
        id: title.vid,
        ep,
        lines: [...LINES],
        line: line.key,
        quality: quality.key,
        playlist: playlistPath(line.key, title.vid, ep, quality.key),
        ...(isVip && { download: downloadPath(title.vid, ep) }),
        // For the `token=` of signed media URLs: derived from the session, never the session token.
        mediaToken: await mediaTokenOf(tokenOf(request)),
      };
      return ok(reply);
    },
  });

  app.route({
    ...contractRoute(records.recordPlay),
    handler: async (request) => {
      const title = titleOrRefuse(q, request.body.id);
      checkEpisode(title, request.body.ep);
      return ok({ plays: q.countPlay(title.id) });
    },
  });
};

export default vodRoutes;
