/** Catalogue pages: the home / channel page and the hot searches of the search box. */
import type { FastifyPluginAsync } from 'fastify';
import {
  HOME_CHANNEL_NAME,
  records,
  type CardsGroup,
  type HomeChannelName,
  type HomeData,
  type SearchOptionsData,
  VOD_TYPES,
  type VodType,
} from '@xinghe/contracts';
import { catalogueVersionOf } from '../db/catalogue-version';
import {
  CHANNEL_GENRES,
  CHANNEL_LABEL,
  channelSectionTitle,
  genreSectionTitle,
  typeOfChannelName,
  genreKeysOf,
} from '../domain/channels';
import { cachedReplies } from '../lib/cached-reply';
import { contractRoute } from '../lib/contract-route';
import type { TypeBoxProvider } from '../lib/type-provider';
import {
  createCatalogueQueries,
  toBanner,
  toVideoCard,
  type CatalogueQueries,
} from '../queries/catalogue';

export const BANNER_COUNT = 6;
export const SECTION_SIZE = 12;

/** Home: the most popular title of each channel as banners, then one row per channel. */
function recommendPage(q: CatalogueQueries): HomeData {
  const banners = VOD_TYPES.flatMap((type) => q.mostPopular(type, 1)).sort(
    (a, b) => b.popularity - a.popularity || a.id - b.id,
  );
  const cardsGroup: CardsGroup[] = VOD_TYPES.map((type) => ({
    name: channelSectionTitle(type),
    cards: q.mostPopular(type, SECTION_SIZE).map(toVideoCard),
    key: type,
    type,
  }));
  return {
    cardsGroup,
    banners: banners.slice(0, BANNER_COUNT).map(toBanner),
    chName: HOME_CHANNEL_NAME,
  };
}

/** A channel: its most popular titles as banners, then one row per genre that has titles. */
function channelPage(q: CatalogueQueries, type: VodType): HomeData {
  const cardsGroup: CardsGroup[] = CHANNEL_GENRES[type]
    .map((genre) => ({
      name: genreSectionTitle(type, genre),
      cards: q.mostPopularOfGenre(type, genre, SECTION_SIZE).map(toVideoCard),
      key: genre,
      type,
      genreKey: genreKeysOf([genre])[0],
    }))
    .filter((group) => group.cards.length > 0);
  return {
    cardsGroup,
    banners: q.mostPopular(type, BANNER_COUNT).map(toBanner),
    chName: CHANNEL_LABEL[type],
  };
}

/** The home page (首页) or a channel's page by its Chinese name, as built before caching. */
export function homePage(q: CatalogueQueries, chName: HomeChannelName): HomeData {
  const type = typeOfChannelName(chName);
  return type ? channelPage(q, type) : recommendPage(q);
}

const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createCatalogueQueries(fastify.db);
  const version = catalogueVersionOf(fastify.db);
  // Every page load asks for a home page; it is built from dozens of queries, so once per change.
  const pages = cachedReplies<HomeChannelName>(version);
  // Every page's search box asks for the hot searches (kept with the catalogue's version too).
  const hotSearches = cachedReplies<'hot'>(version);

  app.route({
    ...contractRoute(records.getHome),
    handler: async (request, reply) => {
      const chName: HomeChannelName = request.query.chName ?? HOME_CHANNEL_NAME;
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
