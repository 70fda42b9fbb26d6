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
import { contractRoute } from '../lib/contract-route';
import { Msg } from '../lib/messages';
import { badRequest, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { versionedCache } from '../lib/versioned-cache';
import { toVideoSummary } from '../queries/catalogue';
import { createFilterQueries } from '../queries/filter';

const browseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createFilterQueries(fastify.db);
  // Every channel page asks for its filter bar: built once per catalogue change.
  const filterBars = versionedCache<VodType, FilterConditionData>(catalogueVersionOf(fastify.db));

  app.route({
    ...contractRoute(records.getFilterCondition),
    handler: async (request) => {
      const { type } = request.query;
      return ok(
        filterBars.get(type, () => ({
          type,
          filters: filterGroups(type, q.regionsOf(type), q.yearSpan()),
        })),
      );
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
