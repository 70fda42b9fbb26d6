/** Channel pages: the filter bar (getFilterCondition) and the filtered, sorted, paged list. */
import type { FastifyPluginAsync } from 'fastify';
import {
  DEFAULT_PAGE_SIZE,
  records,
  type FilterConditionData,
  type VodType,
} from '@xinghe/contracts';
import { catalogueVersionOf } from '../db/catalogue-version';
import { DEFAULT_SORT, filterGroups, isGenreOf, parseYearFilter } from '../domain/filters';
import { cachedReplies } from '../lib/cached-reply';
import { contractRoute } from '../lib/contract-route';
import { Msg } from '../lib/messages';
import { badRequest, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toVideoSummary } from '../queries/catalogue';
import { createFilterQueries, type FilterQueries } from '../queries/filter';

/** A channel's filter bar, as built before caching. */
export function filterBar(q: FilterQueries, type: VodType): FilterConditionData {
  return { type, filters: filterGroups(type, q.regionsOf(type), q.yearSpan()) };
}

const browseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createFilterQueries(fastify.db);
  // Every channel page asks for its filter bar: built once per catalogue change.
  const filterBars = cachedReplies<VodType>(catalogueVersionOf(fastify.db));

  app.route({
    ...contractRoute(records.getFilterCondition),
    handler: async (request, reply) => {
      const { type } = request.query;
      return filterBars(reply, type, () => filterBar(q, type));
    },
  });

  app.route({
    ...contractRoute(records.filter),
    handler: async (request) => {
      const { type, genre, region, year, sort = DEFAULT_SORT } = request.body;
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body;
      // '' is 全部 (the options' first value): no narrowing.
      if (genre && !isGenreOf(type, genre)) throw badRequest(Msg.badParam('genre'));
      const years = year ? parseYearFilter(year) : undefined;
      if (years === null) throw badRequest(Msg.badParam('year'));
      const { rows, total } = q.page(
        { type, genre: genre || undefined, region: region || undefined, years, sort },
        page,
        pageSize,
      );
      return ok({
        list: rows.map(toVideoSummary),
        total,
        page,
        pageSize,
        hasMore: page * pageSize < total,
      });
    },
  });
};

export default browseRoutes;
