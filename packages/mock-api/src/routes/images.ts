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
/**
 * Artwork of an id never changes within a catalogue: browsers and CDNs keep it for a week and
 * may serve it a day longer while they revalidate.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Each image is drawn once and kept: a home page asks for the same few hundred again and again. */
const RENDERED_LIMIT = 5000;

const imageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createCatalogueQueries(fastify.db);
  const rendered = new Map<string, string>();

  const draw = (kind: string, id: number): string | undefined => {
    if (kind === 'sport') return sportBadgeSvg(id);
    if (kind === 'team') return teamCrestSvg(id);
    if (kind === 'logo') {
      const channel = channelById(id);
      return channel && logoSvg(channel);
    }
    if (kind === 'avatar') {
      const actor = q.actorArtwork(id);
      return actor && avatarSvg(actor);
    }
    const title = q.titleArtwork(id);
    return title && (kind === 'poster' ? posterSvg(title) : bannerSvg(title));
  };

  app.route({
    ...contractRoute(records.getImage),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { kind, name } = request.params;
      // The schema allows only `{digits}.svg`.
      const id = Number.parseInt(name, 10);
      const key = `${kind}/${id}`;
      let image = rendered.get(key);
      if (image === undefined) {
        image = draw(kind, id);
        // Past the limit the oldest drawing is dropped (a Map iterates in insertion order).
        if (image !== undefined && rendered.set(key, image).size > RENDERED_LIMIT) {
          rendered.delete(rendered.keys().next().value ?? key);
        }
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
