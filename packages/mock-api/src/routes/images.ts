/**
 * Generated artwork under /api/images/ (SPEC: "Images are served under /api/images/"). Read by
 * <img> tags, not the API client, so refusals keep their HTTP status (404 for an unknown id).
 */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { avatarSvg, bannerSvg, posterSvg } from '../images/svg';
import { contractRoute } from '../lib/contract-route';
import { channelById } from '../live/catalogue';
import { logoSvg } from '../live/logo';
import { Msg } from '../lib/messages';
import { notFound } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { createCatalogueQueries } from '../queries/catalogue';
import { sportBadgeSvg, teamCrestSvg } from '../sports/logos';

export const IMAGE_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** Artwork of an id never changes within a catalogue: let browsers and CDNs keep it a day. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const imageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createCatalogueQueries(fastify.db);

  app.route({
    ...contractRoute(records.getImage),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { kind, name } = request.params;
      // The schema allows only `{digits}.svg`.
      const id = Number.parseInt(name, 10);
      let image: string | undefined;
      if (kind === 'sport') image = sportBadgeSvg(id);
      else if (kind === 'team') image = teamCrestSvg(id);
      else if (kind === 'logo') {
        const channel = channelById(id);
        image = channel && logoSvg(channel);
      } else if (kind === 'avatar') {
        const actor = q.actorArtwork(id);
        image = actor && avatarSvg(actor);
      } else {
        const title = q.titleArtwork(id);
        image = title && (kind === 'poster' ? posterSvg(title) : bannerSvg(title));
      }
      // The error handler keeps the 404 status on this route (httpStatusErrors).
      if (image === undefined) throw notFound(Msg.imageNotFound);
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send(image);
    },
  });
};

export default imageRoutes;
