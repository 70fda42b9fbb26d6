/**
 * The player's media: HLS playlists and segments of every line, and the VIP download. Served only
 * to URLs signed as SPEC section 7 says (see @xinghe/contracts/signing): a wrong, missing or stale
 * signature is HTTP 403. The URL's `token` is empty (a visitor) or a media token (auth/media-tokens:
 * derived from a session by the play-line reply, media only, 30 minutes), never a session token:
 * URLs leak. Anything else there (a session token, an expired media token, one whose session was
 * logged out) is HTTP 403. A VIP line or quality, and every download, also needs the media token
 * to be a VIP's (else 403). Playlists are written per episode (media/playlist) with each URI in them
 * carrying a fresh server-made signature for the same media token and device: the token's lifetime bounds the segments' too,
 * and the player asks for a new play line when one is refused. Refusals keep their HTTP status,
 * since hls.js and the browser read these directly, with an envelope body saying why.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, records } from '@xinghe/contracts';
import {
  MEDIA_SIGN_MAX_AGE_SECONDS,
  signMediaUrl,
  verifyMediaSignature,
  type MediaSignatureCheck,
} from '@xinghe/contracts/signing';
import type { AuthUser } from '../auth/sessions';
import { episodeTitle, releasedEpisodes } from '../domain/episodes';
import { contractRoute } from '../lib/contract-route';
import { bytesBody, notFound, Refusal, streamBody } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { VodMsg } from '../lib/vod-messages';
import { episodeFile } from '../media/download';
import { createMediaFiles } from '../media/files';
import { breakageOf, lineByKey, needsVip, QUALITY_360P, qualityOf } from '../media/lines';
import { folderOf } from '../media/paths';
import { INIT_FILE, parseClipFileName, writePlaylist } from '../media/playlist';
import { episodeTimeline, loadLibrary } from '../media/timeline';
import { createVodQueries, type TitleRow } from '../queries/vod';

export const PLAYLIST_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_CONTENT_TYPE = 'video/iso.segment';
export const MP4_CONTENT_TYPE = 'video/mp4';

/**
 * Segment URLs are signed by the server when it serves the playlist, and the player fetches them
 * as playback goes on: their signature stays valid for a whole film, not just the 300 s of a
 * player signature (a viewer's media token, good for 30 minutes, still ends them sooner).
 */
export const SEGMENT_SIGN_MAX_AGE_SECONDS = 6 * 3600;

type Signed = Extract<MediaSignatureCheck, { ok: true }>;

/** A correctly signed URL and its viewer: null for a visitor (an empty token). */
interface Authorized {
  check: Signed;
  viewer: AuthUser | null;
}

const forbidden = (msg: string) => new Refusal(ErrorCode.Forbidden, msg);

const vodMediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const library = loadLibrary();
  const files = createMediaFiles();
  const titles = createVodQueries(fastify.db);

  /** The signature, then the token: empty, or a media token whose session still stands. */
  async function checkSignature(
    request: FastifyRequest,
    maxAgeSeconds: number,
  ): Promise<Authorized> {
    const check = verifyMediaSignature(request.url, { maxAgeSeconds });
    if (!check.ok) throw forbidden(VodMsg.badSignature);
    if (!check.token) return { check, viewer: null };
    const viewer = await fastify.sessions.resolveMedia(check.token);
    if (!viewer) throw forbidden(VodMsg.badSignature);
    return { check, viewer };
  }

  function requireVip(viewer: AuthUser | null, msg: string): void {
    if (!viewer?.isVip) throw forbidden(msg);
  }

  function releasedEpisode(vid: string, ep: number): TitleRow {
    const title = titles.title(vid);
    if (!title || ep > releasedEpisodes(title.episodes, title.remark)) {
      throw notFound(VodMsg.mediaNotFound);
    }
    return title;
  }

  /** Signature first (an unsigned request learns nothing), then the line, VIP rule and episode. */
  async function authorize(
    request: FastifyRequest,
    params: { line: string; vid: string; ep: number; quality: string },
    maxAgeSeconds: number,
  ): Promise<{ check: Signed; title: TitleRow }> {
    const { check, viewer } = await checkSignature(request, maxAgeSeconds);
    const line = lineByKey(params.line);
    const quality = line && qualityOf(line, params.quality);
    if (!line || !quality) throw notFound(VodMsg.mediaNotFound);
    if (needsVip(line, quality)) requireVip(viewer, VodMsg.vipRequired);
    return { check, title: releasedEpisode(params.vid, params.ep) };
  }

  /** A clip's file, by the name a served playlist gives it (see media/playlist). */
  function clipFile(name: string, quality: string): Promise<Buffer> {
    const parts = parseClipFileName(name);
    const clip = parts && library.find((c) => c.clip.key === parts.clipKey)?.clip;
    if (!parts || !clip?.renditions.includes(quality)) throw notFound(VodMsg.mediaNotFound);
    return fileOrRefuse(clip.key, quality, parts.file);
  }

  async function fileOrRefuse(...parts: string[]): Promise<Buffer> {
    const file = await files.read(...parts);
    if (!file) throw notFound(VodMsg.mediaNotFound);
    return file;
  }

  app.route({
    ...contractRoute(records.getVodPlaylist),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { params } = request;
      const { check, title } = await authorize(request, params, MEDIA_SIGN_MAX_AGE_SECONDS);
      if (breakageOf(params.line, params.vid) === 'playlist') {
        throw notFound(VodMsg.mediaNotFound);
      }
      if (!library.every((c) => c.clip.renditions.includes(params.quality))) {
        throw notFound(VodMsg.mediaNotFound);
      }
      const folder = folderOf(check.path);
      const playlist = writePlaylist(episodeTimeline(library, title, params.ep), (file) =>
        signMediaUrl(folder + file, { token: check.token, uuid: check.uuid, scheme: check.scheme }),
      );
      return reply
        .header('content-type', PLAYLIST_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(playlist);
    },
  });

  app.route({
    ...contractRoute(records.getVodSegment),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { params } = request;
      await authorize(request, params, SEGMENT_SIGN_MAX_AGE_SECONDS);
      const isInit = params.file.endsWith(INIT_FILE);
      if (!isInit && breakageOf(params.line, params.vid) === 'segments') {
        throw notFound(VodMsg.mediaNotFound);
      }
      const bytes = await clipFile(params.file, params.quality);
      return reply
        .header('content-type', isInit ? MP4_CONTENT_TYPE : SEGMENT_CONTENT_TYPE)
        .header('cache-control', 'private, max-age=3600')
        .send(bytesBody(bytes));
    },
  });

  app.route({
    ...contractRoute(records.getVodDownload),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { viewer } = await checkSignature(request, MEDIA_SIGN_MAX_AGE_SECONDS);
      requireVip(viewer, VodMsg.vipDownloadRequired);
      const { vid } = request.params;
      const ep = Number.parseInt(request.params.file, 10);
      const title = releasedEpisode(vid, ep);
      const file = episodeFile(episodeTimeline(library, title, ep), QUALITY_360P.key, (...parts) =>
        fileOrRefuse(...parts),
      );
      const name = `${title.title} ${episodeTitle(title, ep)}.mp4`;
      return reply
        .header('content-type', MP4_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${vid}-${ep}.mp4"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(streamBody(Readable.from(file)));
    },
  });
};

export default vodMediaRoutes;
