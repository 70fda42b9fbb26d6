/**
 * 弹幕 and skip marks (our additions): window reads, posting, reports, and the marks of a
 * title's episodes, and the viewer's own marks. Shapes and limits are the contract records' (see their descriptions).
 */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { createMyMarksStore } from '../danmaku/myMarks';
import { createDanmakuStore } from '../danmaku/store';
import { contractRoute } from '../lib/contract-route';
import { ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { loadLibrary } from '../media/timeline';

const danmakuRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const store = createDanmakuStore(fastify.db, loadLibrary());
  const myMarks = createMyMarksStore(fastify.db);

  app.route({
    ...contractRoute(records.getDanmaku),
    handler: async (request) =>
      ok(store.read(request.params.id, request.params.ep, request.query, request.user?.id ?? null)),
  });

  app.route({
    ...contractRoute(records.postDanmaku),
    handler: async (request) => ok(store.post(userOf(request), request.body, fastify.clock())),
  });

  app.route({
    ...contractRoute(records.reportDanmaku),
    handler: async (request) =>
      ok(
        store.report(
          userOf(request).id,
          request.body.danmakuId,
          request.body.reason,
          fastify.clock(),
        ),
      ),
  });

  app.route({
    ...contractRoute(records.getSkipMarks),
    handler: async (request) => ok(store.marks(request.params.id)),
  });

  app.route({
    ...contractRoute(records.getMyMarks),
    handler: async (request) => ok(myMarks.read(userOf(request).id, request.params.id)),
  });

  app.route({
    ...contractRoute(records.putMyMarks),
    handler: async (request) => ok(myMarks.put(userOf(request).id, request.body, fastify.clock())),
  });
};

export default danmakuRoutes;
