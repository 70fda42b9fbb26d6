/**
 * Live TV: the channel list, a channel, its lines, description and programme guide, its play URL,
 * and a viewer's favourite and watched channels. Shapes and decisions are the contract records'
 * (see their descriptions in @xinghe/contracts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, LIVE_GROUPS, records } from '@xinghe/contracts';
import { tokenOf, userOf } from '../auth/plugin';
import { contractRoute } from '../lib/contract-route';
import { badRequest, notFound, ok, Refusal } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toSeconds } from '../payments/clock';
import { allChannels, channelById, channelsOf, groupName, type Channel } from '../live/catalogue';
import { chinaDate, dayGuide, hasGuide } from '../live/guide';
import { DEFAULT_LIVE_LINE, LIVE_LINES, liveLineByKey } from '../live/lines';
import { LiveMsg } from '../live/messages';
import { createLiveQueries } from '../live/queries';
import { livePlayInfo, livePlaylistPath } from '../live/stream';
import { channelSummary, liveChannel } from '../live/summary';

function channelOrRefuse(id: string): Channel {
  const channel = channelById(id);
  if (!channel) throw notFound(LiveMsg.channelNotFound);
  return channel;
}

const liveRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createLiveQueries(fastify.db);
  const now = () => fastify.clock();

  app.route({
    ...contractRoute(records.getChannelGroups),
    handler: async () => {
      const at = now();
      const channelGroups = LIVE_GROUPS.map((key) => ({
        name: groupName(key),
        channels: channelsOf(key).map((channel) => channelSummary(channel, at)),
        key,
      }));
      return ok({ channelGroups, total: allChannels().length });
    },
  });

  app.route({
    ...contractRoute(records.getLiveChannel),
    handler: async (request) => ok(liveChannel(channelOrRefuse(request.params.id), now())),
  });

  app.route({
    ...contractRoute(records.getLiveStream),
    handler: async (request) => {
      const { id } = channelOrRefuse(request.params.id);
      const purl = livePlaylistPath(id, DEFAULT_LIVE_LINE);
      return ok({ purl, id, lines: [...LIVE_LINES], line: DEFAULT_LIVE_LINE });
    },
  });

  app.route({
    ...contractRoute(records.getLiveDesc),
    handler: async (request) => {
      const { id, name, description } = channelOrRefuse(request.params.id);
      return ok({ id, name, description });
    },
  });

  app.route({
    ...contractRoute(records.getProgramme),
    handler: async (request) => {
      const channel = channelOrRefuse(request.query.id);
      const date = request.query.date ?? chinaDate(now());
      if (!hasGuide(date, now())) throw badRequest(LiveMsg.noGuide);
      return ok({ id: channel.id, date, list: [...dayGuide(channel, date)] });
    },
  });

  app.route({
    ...contractRoute(records.getLivePlayUrl),
    handler: async (request) => {
      const channel = channelOrRefuse(request.query.id);
      const line = liveLineByKey(request.query.line ?? DEFAULT_LIVE_LINE);
      if (!line) throw badRequest(LiveMsg.lineNotFound);
      const user = request.user;
      if (channel.vip && !user?.isVip)
        throw new Refusal(ErrorCode.VipRequired, LiveMsg.vipRequired);
      const sessionToken = user ? tokenOf(request) : null;
      const mediaToken = sessionToken
        ? ((await fastify.sessions.mediaToken(sessionToken))?.token ?? '')
        : '';
      if (user) q.record(user.id, channel.id, toSeconds(now()));
      return ok(livePlayInfo(channel.id, line, mediaToken));
    },
  });

  /** Summaries of stored (channel, time) rows, skipping channels the catalogue no longer has. */
  function withChannels<K extends string>(rows: { channelId: string; at: number }[], key: K) {
    const at = now();
    return rows.flatMap((row) => {
      const channel = channelById(row.channelId);
      return channel ? [{ ...channelSummary(channel, at), [key]: row.at }] : [];
    }) as (ReturnType<typeof channelSummary> & Record<K, number>)[];
  }

  app.route({
    ...contractRoute(records.getLiveCollects),
    handler: async (request) =>
      ok({ list: withChannels(q.collects(userOf(request).id), 'collectedAt') }),
  });

  app.route({
    ...contractRoute(records.getLiveRecords),
    handler: async (request) =>
      ok({ list: withChannels(q.records(userOf(request).id), 'playTime') }),
  });

  app.route({
    ...contractRoute(records.isLiveCollected),
    handler: async (request) => {
      const channel = channelOrRefuse(request.params.id);
      return ok({ collected: q.isCollected(userOf(request).id, channel.id) });
    },
  });

  app.route({
    ...contractRoute(records.addLiveCollect),
    handler: async (request) => {
      const channel = channelOrRefuse(request.body.id);
      q.collect(userOf(request).id, channel.id, toSeconds(now()));
      return ok({ collected: true });
    },
  });

  app.route({
    ...contractRoute(records.removeLiveCollect),
    handler: async (request) => {
      q.uncollect(userOf(request).id, request.query.id);
      return ok({ collected: false });
    },
  });
};

export default liveRoutes;
