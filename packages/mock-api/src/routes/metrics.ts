/**
 * Metrics the player reports: playback starts per title, kept as one counter row per title. Only
 * titles of the catalogue are counted and each client IP may report `playReportPerIp` starts a
 * minute, so a stranger can neither add rows nor inflate a count without bound. A start reported
 * with a valid token also earns the viewer watch points (see `payments/points.ts`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { records, type PlayMetricBody } from '@xinghe/contracts';
import { clientIp } from '../accounts/client-ip';
import { AccountMsg } from '../accounts/messages';
import { limitersOf } from '../accounts/rate-limit';
import { contractRoute } from '../lib/contract-route';
import { notFound, ok, tooMany } from '../lib/reply';
import { VodMsg } from '../lib/vod-messages';
import { createPointsService } from '../payments/points';
import type { TypeBoxProvider } from '../lib/type-provider';

const metricsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // Counted per title row, found by its video id.
  const countPlay = fastify.db.prepare<[number, number]>(
    `INSERT INTO play_metrics (cid, plays, last_at) VALUES (?, 1, ?)
     ON CONFLICT (cid) DO UPDATE SET plays = plays + 1, last_at = excluded.last_at`,
  );

  const titleRow = fastify.db.prepare<[PlayMetricBody['cid']], { id: number }>(
    'SELECT id FROM titles WHERE vid = ?',
  );
  const limiter = limitersOf(fastify.db)?.playReportPerIp;
  if (!limiter) throw new Error('metrics routes registered before the account rate limiters');
  const points = createPointsService(fastify.db);

  app.route({
    ...contractRoute(records.reportPlay),
    handler: async (request) => {
      const nowMs = fastify.clock();
      const ip = clientIp(request);
      const wait = limiter.retryAfter(ip, nowMs);
      if (wait > 0) throw tooMany(AccountMsg.tooFrequent(wait), wait);
      limiter.record(ip, nowMs);
      const title = titleRow.get(request.body.cid);
      if (!title) throw notFound(VodMsg.titleNotFound);
      const nowSeconds = Math.floor(nowMs / 1000);
      countPlay.run(title.id, nowSeconds);
      // Watching earns points (2 per start, at most 10 a Shanghai day) with a valid token only.
      if (request.user) points.awardWatch(request.user.id, nowSeconds);
      return ok(null);
    },
  });
};

export default metricsRoutes;
