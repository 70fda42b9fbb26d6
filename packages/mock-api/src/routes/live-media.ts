/**
 * The live channels' HLS: a sliding-window playlist per channel and line (live/window.ts) and the
 * segments of the clip it loops. Signed and refused exactly like the VOD media (vod-media.ts): a
 * correct, fresh signature whose token is empty (a visitor) or a media token whose session stands,
 * never a session token; a VIP channel needs a VIP's media token. Refusals keep their HTTP status,
 * since hls.js reads these directly, with an envelope body saying why.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, records } from '@xinghe/contracts';
import {
  MEDIA_SIGN_MAX_AGE_SECONDS,
  signMediaUrl,
  verifyMediaSignature,
} from '@xinghe/contracts/signing';
import { contractRoute } from '../lib/contract-route';
import { bytesBody, notFound, Refusal } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { channelById, type Channel } from '../live/catalogue';
import { liveBreakageOf, liveLineByKey, renditionOf } from '../live/lines';
import { LiveMsg } from '../live/messages';
import { clipOfChannel, ON_AIR_BEFORE_START_MS, phaseOfChannel } from '../live/stream';
import { livePlaylist, liveWindow, segmentDurations } from '../live/window';
import { loadClips } from '../media/clips';
import { createMediaFiles } from '../media/files';
import { folderOf } from '../media/paths';
import {
  MP4_CONTENT_TYPE,
  PLAYLIST_CONTENT_TYPE,
  SEGMENT_CONTENT_TYPE,
  SEGMENT_SIGN_MAX_AGE_SECONDS,
} from './vod-media';

const forbidden = (msg: string) => new Refusal(ErrorCode.Forbidden, msg);

const liveMediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const clips = loadClips();
  const files = createMediaFiles();
  const onAirSince = fastify.clock() - ON_AIR_BEFORE_START_MS;

  /** Signature, token, channel, line and VIP rule, in that order (an unsigned request learns nothing). */
  async function authorize(
    request: FastifyRequest,
    params: { line: string; id: string },
    maxAgeSeconds: number,
  ) {
    const check = verifyMediaSignature(request.url, { maxAgeSeconds });
    if (!check.ok) throw forbidden(LiveMsg.badSignature);
    const viewer = check.token ? await fastify.sessions.resolveMedia(check.token) : null;
    if (check.token && !viewer) throw forbidden(LiveMsg.badSignature);
    const channel: Channel | undefined = channelById(params.id);
    const line = liveLineByKey(params.line);
    if (!channel || !line) throw notFound(LiveMsg.mediaNotFound);
    if (channel.vip && !viewer?.isVip) throw forbidden(LiveMsg.vipRequired);
    const clip = clipOfChannel(clips, channel.n);
    return { check, channel, line, clip, rendition: renditionOf(line) };
  }

  async function fileOrRefuse(...parts: string[]): Promise<Buffer> {
    const file = await files.read(...parts);
    if (!file) throw notFound(LiveMsg.mediaNotFound);
    return file;
  }

  app.route({
    ...contractRoute(records.getLivePlaylist),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { params } = request;
      const { check, channel, clip, rendition } = await authorize(
        request,
        params,
        MEDIA_SIGN_MAX_AGE_SECONDS,
      );
      if (liveBreakageOf(params.line, channel.n) === 'playlist') {
        throw notFound(LiveMsg.mediaNotFound);
      }
      const vod = (await fileOrRefuse(clip.key, rendition, 'index.m3u8')).toString('utf8');
      const window = liveWindow(
        segmentDurations(vod),
        fastify.clock() - onAirSince,
        phaseOfChannel(channel.n),
      );
      const folder = folderOf(check.path);
      const playlist = livePlaylist(window, (file) =>
        signMediaUrl(folder + file, { token: check.token, uuid: check.uuid, scheme: check.scheme }),
      );
      return reply
        .header('content-type', PLAYLIST_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(playlist);
    },
  });

  app.route({
    ...contractRoute(records.getLiveSegment),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { params } = request;
      const { channel, clip, rendition } = await authorize(
        request,
        params,
        SEGMENT_SIGN_MAX_AGE_SECONDS,
      );
      const isInit = params.file === 'init.mp4';
      if (!isInit && liveBreakageOf(params.line, channel.n) === 'segments') {
        throw notFound(LiveMsg.mediaNotFound);
      }
      const bytes = await fileOrRefuse(clip.key, rendition, params.file);
      return reply
        .header('content-type', isInit ? MP4_CONTENT_TYPE : SEGMENT_CONTENT_TYPE)
        .header('cache-control', 'private, max-age=3600')
        .send(bytesBody(bytes));
    },
  });
};

export default liveMediaRoutes;
