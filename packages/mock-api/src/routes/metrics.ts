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
  // Counted per title row. An analytics call is never refused, but an id that names no title is
  // not counted: a stranger's made-up ids would otherwise grow the table without bound.
  const countPlay = fastify.db.prepare<[number, string]>(
    `INSERT INTO play_metrics (cid, plays, last_at) SELECT id, 1, ? FROM titles WHERE vid = ?
     ON CONFLICT (cid) DO UPDATE SET plays = plays + 1, last_at = excluded.last_at`,
  );

  const points = createPointsService(fastify.db);

  app.route({
    ...contractRoute(records.reportPlay),
    handler: async (request) => {
      const nowSeconds = Math.floor(fastify.clock() / 1000);
      countPlay.run(nowSeconds, request.body.cid);
      // Watching earns points (2 per start, at most 10 a Shanghai day) with a valid token only.
      if (request.user) points.awardWatch(request.user.id, nowSeconds);
      return ok(null);
    },
  });
};

export default metricsRoutes;
