/**
 * Sports: categories, tournaments, the url map, day lists, hot matches, a match, the play URL of a
 * live match, and followed matches (token routes; the auth plugin refuses visitors with 401).
 * The catalogue is fixed, matches come from the schedule and the clock (`sports/`), follows are
 * kept in SQLite.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { contractRoute } from '../lib/contract-route';
import { ok, Refusal } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { payOrigin } from '../payments/origin';
import { toSeconds } from '../payments/clock';
import { broadcastOf } from '../sports/broadcast';
import { createFollowStore } from '../sports/follows';
import { SportMsg } from '../sports/messages';
import { statusAt } from '../sports/schedule';
import * as sports from '../sports/service';

export interface SportsRoutesOptions {
  /** The site's public origin (see MockApiOptions.publicOrigin). */
  publicOrigin?: string | undefined;
}

const sportsRoutes: FastifyPluginAsync<SportsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const follows = createFollowStore(fastify.db);
  const now = () => toSeconds(fastify.clock());

  app.route({
    ...contractRoute(records.getSportProjects),
    handler: async () => ok(sports.projects()),
  });

  app.route({
    ...contractRoute(records.getSportCompetitions),
    handler: async (request) => ok(sports.competitions(request.query.projectId)),
  });

  app.route({
    ...contractRoute(records.getSportUrlMap),
    handler: async () => ok(sports.urlMap()),
  });

  app.route({
    ...contractRoute(records.getCompetitionDesc),
    handler: async (request) => ok(sports.competitionDesc(Number(request.params.id))),
  });

  app.route({
    ...contractRoute(records.getSportHeader),
    handler: async () => ok(sports.header(now())),
  });

  app.route({
    ...contractRoute(records.getMatchDays),
    handler: async (request) => ok(sports.matchDays(request.query, now())),
  });

  app.route({
    ...contractRoute(records.getMatchesByDay),
    handler: async (request) => {
      const { date, ...filter } = request.query;
      return ok(sports.matchesOfDate(date, filter, now()));
    },
  });

  app.route({
    ...contractRoute(records.getHotMatches),
    handler: async (request) => ok(sports.hotMatches(request.query, now())),
  });

  app.route({
    ...contractRoute(records.getMatchDetail),
    handler: async (request) => {
      const match = sports.requireMatch(Number(request.params.id));
      const isFocus = request.user ? follows.has(request.user.id, match.id) : false;
      return ok(sports.matchOf(match, now(), isFocus));
    },
  });

  app.route({
    ...contractRoute(records.getMatchPlayUrl),
    handler: async (request) => {
      const match = sports.requireMatch(request.query.id);
      if (statusAt(match, now()) !== 'live') {
        throw new Refusal(ErrorCode.Conflict, SportMsg.notLive);
      }
      return ok(broadcastOf(match.id));
    },
  });

  app.route({
    ...contractRoute(records.getFollowedMatchIds),
    handler: async (request) => ok(follows.ids(userOf(request).id)),
  });

  app.route({
    ...contractRoute(records.getFollowedMatches),
    handler: async (request) => ok(sports.followedMatches(follows.ids(userOf(request).id), now())),
  });

  app.route({
    ...contractRoute(records.followMatch),
    handler: async (request) => {
      const match = sports.requireMatch(request.body.matchId);
      if (statusAt(match, now()) === 'finished') {
        throw new Refusal(ErrorCode.Conflict, SportMsg.finished);
      }
      follows.follow(userOf(request).id, match.id, now());
      return ok({ matchId: match.id, isFocus: true });
    },
  });

  app.route({
    ...contractRoute(records.unfollowMatch),
    handler: async (request) => {
      follows.unfollow(userOf(request).id, request.query.matchId);
      return ok({ matchId: request.query.matchId, isFocus: false });
    },
  });

  app.route({
    ...contractRoute(records.getRealSite),
    handler: async (request) => {
      const site = payOrigin(request, options.publicOrigin);
      return ok({ site, real: new URL(site).host === request.body.host.toLowerCase() });
    },
  });
};

export default sportsRoutes;
