/** Metrics the player reports: playback starts per title, kept as counters. */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { contractRoute } from '../lib/contract-route';
import { ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';

const metricsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // Any id is counted: an analytics call is never refused for naming an unknown title.
  const countPlay = fastify.db.prepare<[number, number]>(
    `INSERT INTO play_metrics (cid, plays, last_at) VALUES (?, 1, ?)
     ON CONFLICT (cid) DO UPDATE SET plays = plays + 1, last_at = excluded.last_at`,
  );

  app.route({
    ...contractRoute(records.reportPlay),
    handler: async (request) => {
      countPlay.run(request.body.cid, Math.floor(Date.now() / 1000));
      return ok(null);
    },
  });
};

export default metricsRoutes;
