/**
 * Metrics the player reports: playback starts per title, kept as counters. A start reported with
 * a valid token also earns the viewer watch points (see `payments/points.ts`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { contractRoute } from '../lib/contract-route';
import { ok } from '../lib/reply';
import { createPointsService } from '../payments/points';
import type { TypeBoxProvider } from '../lib/type-provider';

const metricsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // Any id is counted: an analytics call is never refused for naming an unknown title.
  const countPlay = fastify.db.prepare<[number, number]>(
    `INSERT INTO play_metrics (cid, plays, last_at) VALUES (?, 1, ?)
     ON CONFLICT (cid) DO UPDATE SET plays = plays + 1, last_at = excluded.last_at`,
  );

  const points = createPointsService(fastify.db);

  app.route({
    ...contractRoute(records.reportPlay),
    handler: async (request) => {
      const nowSeconds = Math.floor(fastify.clock() / 1000);
      countPlay.run(request.body.cid, nowSeconds);
      // Watching earns points (2 per start, at most 10 a Shanghai day) with a valid token only.
      if (request.user) points.awardWatch(request.user.id, nowSeconds);
      return ok(null);
    },
  });
};

export default metricsRoutes;
