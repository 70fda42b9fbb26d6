/** Channel pages: the filter bar (getFilterCondition) and the filtered, sorted, paged list. */
import type { FastifyPluginAsync } from 'fastify';
import {
  DEFAULT_PAGE_SIZE,
  records,
  type FilterConditionData,
  type VodChannelName,
  type VodType,
} from '@xinghe/contracts';
import { catalogueVersionOf } from '../db/catalogue-version';
import { typeOfChannelName } from '../domain/channels';
import {
  DEFAULT_SORT,
  filterCondition,
  isGenreOf,
  regionOfName,
  yearRange,
} from '../domain/filters';
import { cachedReplies } from '../lib/cached-reply';
import { contractRoute } from '../lib/contract-route';
import { Msg } from '../lib/messages';
import { badRequest, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toVideoCard } from '../queries/catalogue';
import { createFilterQueries, type FilterQueries } from '../queries/filter';

/** A channel's filter bar, as built before caching. */
export function filterBar(q: FilterQueries, type: VodType): FilterConditionData {
  return filterCondition(type, q.regionsOf(type), q.newestYear());
}

/** The channel a chName names; the schema admits only the six names, so one always matches. */
function channelType(chName: VodChannelName): VodType {
  const type = typeOfChannelName(chName);
  if (!type) throw badRequest(Msg.badParam('chName'));
  return type;
}

const browseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createFilterQueries(fastify.db);
  // Every channel page asks for its filter bar: built once per catalogue change.
  const filterBars = cachedReplies<VodType>(catalogueVersionOf(fastify.db));

  app.route({
    ...contractRoute(records.getFilterCondition),
    handler: async (request, reply) => {
      const type = channelType(request.query.chName);
      return filterBars(reply, type, () => filterBar(q, type));
    },
  });

  app.route({
    ...contractRoute(records.filter),
    handler: async (request) => {
      const { label, country, startTime, endTime, sort = DEFAULT_SORT } = request.body;
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body;
      const type = channelType(request.body.chName);
      // '' is 全部 (and 0 no bound for years): no narrowing.
      if (label && !isGenreOf(type, label)) throw badRequest(Msg.badParam('label'));
      const years = yearRange(startTime, endTime);
      if (!years) throw badRequest(Msg.badParam('endTime'));
      const region = country ? regionOfName(country) : undefined;
      const { rows, total } = q.page(
        { type, genre: label || undefined, region, years, sort },
        page,
        pageSize,
      );
      return ok({
        total,
        list: rows.map(toVideoCard),
        page,
        pageSize,
        hasMore: page * pageSize < total,
      });
    },
  });
};

export default browseRoutes;
