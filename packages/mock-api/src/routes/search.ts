/**
 * Search: titles and live channels (POST /v3/web/api/search), people
 * (GET /metadata/v1/actor/searchActor) and what to suggest while typing (GET /v3/web/api/suggest),
 * all by substring of the trimmed word.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACTOR_SEARCH_LIMIT,
  DEFAULT_PAGE_SIZE,
  LIVE_SEARCH_LIMIT,
  records,
} from '@xinghe/contracts';
import { toSearchWord } from '../domain/search-word';
import { contractRoute } from '../lib/contract-route';
import { Msg } from '../lib/messages';
import { badRequest, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toSearchCard } from '../queries/catalogue';
import { createSearchQueries } from '../queries/search';
import { suggestionsFor } from '../queries/suggest';
import { createTitleSearch } from '../queries/title-search';

/**
 * These routes validate with `attachValidation` so that a missing word reads like an empty one:
 * the client drops empty parameters (SPEC section 5), so an empty search box arrives with no word
 * at all, and the viewer should see 请输入搜索内容 rather than 参数错误：word.
 */
function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const missing = error.validation?.[0]?.params?.['missingProperty'];
  if (missing === 'word') throw badRequest(Msg.emptySearch);
  throw error;
}

const searchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createSearchQueries(fastify.db);
  const titles = createTitleSearch(fastify.db);

  app.route({
    ...contractRoute(records.search),
    attachValidation: true,
    handler: async (request) => {
      refuseInvalid(request);
      const { word, needle } = toSearchWord(request.body.word);
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body;
      const { rows, total } = titles.page(needle, page, pageSize);
      return ok({
        list: rows.map(toSearchCard),
        total,
        word,
        page,
        pageSize,
        hasMore: page * pageSize < total,
        // Live channels are one short list beside the titles, not paged with them.
        lives: page === 1 ? q.lives(needle, LIVE_SEARCH_LIMIT) : [],
      });
    },
  });

  app.route({
    ...contractRoute(records.suggest),
    attachValidation: true,
    handler: async (request) => {
      refuseInvalid(request);
      const { word, needle } = toSearchWord(request.query.word);
      return ok({ word, list: suggestionsFor(needle, titles, q) });
    },
  });

  app.route({
    ...contractRoute(records.searchActor),
    attachValidation: true,
    handler: async (request) => {
      refuseInvalid(request);
      const { needle } = toSearchWord(request.query.word);
      return ok({ list: q.people(needle, ACTOR_SEARCH_LIMIT) });
    },
  });
};

export default searchRoutes;
