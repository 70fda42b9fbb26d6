/** Catalogue pages: the home / channel page and the hot searches of the search box. */
import type { FastifyPluginAsync } from 'fastify';
import {
  records,
  type HomeChannel,
  type HomeData,
  type HomeSection,
  type SearchOptionsData,
  VOD_TYPES,
  type VodType,
} from '@xinghe/contracts';
import { catalogueVersionOf } from '../db/catalogue-version';
import { CHANNEL_GENRES, channelSectionTitle, genreSectionTitle } from '../domain/channels';
import { cachedReplies } from '../lib/cached-reply';
import { contractRoute } from '../lib/contract-route';
import type { TypeBoxProvider } from '../lib/type-provider';
import {
  createCatalogueQueries,
  toBanner,
  toVideoSummary,
  type CatalogueQueries,
} from '../queries/catalogue';

export const BANNER_COUNT = 6;
export const SECTION_SIZE = 12;

/** Home: the most popular title of each channel as banners, then one row per channel. */
function recommendPage(q: CatalogueQueries): HomeData {
  const banners = VOD_TYPES.flatMap((type) => q.mostPopular(type, 1)).sort(
    (a, b) => b.popularity - a.popularity || a.id - b.id,
  );
  const sections: HomeSection[] = VOD_TYPES.map((type) => ({
    key: type,
    title: channelSectionTitle(type),
    type,
    items: q.mostPopular(type, SECTION_SIZE).map(toVideoSummary),
  }));
  return { chName: 'recommend', banners: banners.slice(0, BANNER_COUNT).map(toBanner), sections };
}

/** A channel: its most popular titles as banners, then one row per genre that has titles. */
function channelPage(q: CatalogueQueries, type: VodType): HomeData {
  const sections: HomeSection[] = CHANNEL_GENRES[type]
    .map((genre) => ({
      key: genre,
      title: genreSectionTitle(type, genre),
      type,
      items: q.mostPopularOfGenre(type, genre, SECTION_SIZE).map(toVideoSummary),
    }))
    .filter((section) => section.items.length > 0);
  return {
    chName: type,
    banners: q.mostPopular(type, BANNER_COUNT).map(toBanner),
    sections,
  };
}

/** The page of a channel (or the recommend page), as built before caching. */
export function homePage(q: CatalogueQueries, chName: HomeChannel): HomeData {
  return chName === 'recommend' ? recommendPage(q) : channelPage(q, chName);
}

const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createCatalogueQueries(fastify.db);
  const version = catalogueVersionOf(fastify.db);
  // Every page load asks for a home page; it is built from dozens of queries, so once per change.
  const pages = cachedReplies<HomeChannel>(version);
  // Every page's search box asks for the hot searches (kept with the catalogue's version too).
  const hotSearches = cachedReplies<'hot'>(version);

  app.route({
    ...contractRoute(records.getHome),
    handler: async (request, reply) => {
      const chName: HomeChannel = request.query.chName ?? 'recommend';
      return pages(reply, chName, () => homePage(q, chName));
    },
  });

  app.route({
    ...contractRoute(records.getSearchOptions),
    handler: async (_request, reply) =>
      hotSearches(reply, 'hot', (): SearchOptionsData => ({ data: q.hotSearches() })),
  });
};

export default catalogueRoutes;
