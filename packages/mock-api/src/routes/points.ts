/**
 * Points and invites (our additions): the balance and history, the daily check-in, exchanging
 * points for VIP days, and what inviting has earned. Watch points are awarded by the play
 * metric (`routes/metrics.ts`). Every route needs the token header.
 */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { contractRoute } from '../lib/contract-route';
import { ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toSeconds } from '../payments/clock';
import { createPointsService } from '../payments/points';

const pointsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const points = createPointsService(fastify.db);
  const nowSeconds = () => toSeconds(fastify.clock());

  app.route({
    ...contractRoute(records.getPoints),
    handler: async (request) => ok(points.summary(userOf(request).id, nowSeconds())),
  });

  app.route({
    ...contractRoute(records.checkIn),
    handler: async (request) => ok(points.checkIn(userOf(request).id, nowSeconds())),
  });

  app.route({
    ...contractRoute(records.exchangePoints),
    handler: async (request) =>
      ok(points.exchange(userOf(request).id, request.body.optionId, nowSeconds())),
  });

  app.route({
    ...contractRoute(records.getInviteInfo),
    handler: async (request) => ok(points.invite(userOf(request).id)),
  });
};

export default pointsRoutes;
