/**
 * A viewer's favourites and watch records. Every route here needs the token header: the auth
 * plugin refuses a request without a user (code 401) before it reaches these handlers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { COLLECT_DEFAULT_PAGE_SIZE, records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { contractRoute } from '../lib/contract-route';
import { notFound, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { VodMsg } from '../lib/vod-messages';
import { createVodQueries } from '../queries/vod';
import { createVodUserQueries } from '../queries/vod-user';

const vodUserRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const titles = createVodQueries(fastify.db);
  const q = createVodUserQueries(fastify.db);

  const existingTitle = (id: string) => {
    const title = titles.title(id);
    if (!title) throw notFound(VodMsg.titleNotFound);
    return title;
  };
  /** The row of a video id; an unknown one has no favourite or record to find or remove. */
  const rowOf = (id: string): number | undefined => titles.title(id)?.id;

  app.route({
    ...contractRoute(records.getVodCollects),
    handler: async (request) => {
      const { page = 1, pageSize = COLLECT_DEFAULT_PAGE_SIZE } = request.query;
      return ok(q.collects(userOf(request).id, page, pageSize));
    },
  });

  app.route({
    ...contractRoute(records.addVodCollect),
    handler: async (request) => {
      const user = userOf(request);
      q.addCollect(user.id, existingTitle(request.body.id).id);
      return ok({ collected: true });
    },
  });

  app.route({
    ...contractRoute(records.removeVodCollect),
    handler: async (request) => {
      const row = rowOf(request.query.id);
      if (row !== undefined) q.removeCollect(userOf(request).id, row);
      return ok({ collected: false });
    },
  });

  app.route({
    ...contractRoute(records.getVodCollectStatus),
    handler: async (request) => {
      const row = rowOf(request.params.id);
      return ok({ collected: row !== undefined && q.isCollected(userOf(request).id, row) });
    },
  });

  app.route({
    ...contractRoute(records.getVodRecords),
    handler: async (request) => ok({ list: q.records(userOf(request).id) }),
  });

  app.route({
    ...contractRoute(records.saveVodRecord),
    handler: async (request) => {
      const user = userOf(request);
      const title = existingTitle(request.body.mid);
      // Any episode of the title: a record may point at one released after the viewer started.
      if (request.body.ep > title.episodes) throw notFound(VodMsg.episodeNotFound);
      return ok({ record: q.saveRecord(user.id, title.id, request.body) });
    },
  });

  app.route({
    ...contractRoute(records.removeVodRecord),
    handler: async (request) => {
      const row = rowOf(request.query.mid);
      return ok({ removed: row !== undefined && q.removeRecord(userOf(request).id, row) });
    },
  });

  app.route({
    ...contractRoute(records.getVodRecordByCid),
    handler: async (request) => {
      const row = rowOf(request.query.cid);
      return ok({ record: row === undefined ? null : q.record(userOf(request).id, row) });
    },
  });
};

export default vodUserRoutes;
