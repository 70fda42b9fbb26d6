/**
 * Generated artwork under /api/images/ (SPEC: "Images are served under /api/images/"). Read by
 * <img> tags, not the API client, so refusals keep their HTTP status (404 for an unknown id).
 */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import type { ImageFormat, ImageKind } from '@xinghe/contracts';
import { hasPhoneRendition, svgToWebp } from '../images/raster';
import { motifAssignments } from '../images/assignments';
import { avatarSvg, bannerSvg, posterSvg } from '../images/svg';
import { contractRoute } from '../lib/contract-route';
import { channelByNumber } from '../live/catalogue';
import { logoSvg } from '../live/logo';
import { Msg } from '../lib/messages';
import { bytesBody, notFound } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { createCatalogueQueries } from '../queries/catalogue';
import { sportBadgeSvg, teamCrestSvg } from '../sports/logos';

const IMAGE_CONTENT_TYPE: Record<ImageFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  webp: 'image/webp',
};
/**
 * Artwork of an id never changes within a catalogue: browsers and CDNs keep it for a week and
 * may serve it a day longer while they revalidate.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/**
 * Each image is drawn once and kept: a home page asks for the same few hundred again and again.
 * A WebP is kept as its promise, so requests that arrive while it is drawn share the one drawing.
 */
const RENDERED_LIMIT = 5000;
const PHONE_HINT = 'sec-ch-ua-mobile';

const imageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createCatalogueQueries(fastify.db);
  const subjectOf = motifAssignments(fastify.db);
  const rendered = new Map<string, string | Promise<Buffer>>();

  /** Posters and banners are named by video id; the other kinds by a number. */
  const draw = (kind: ImageKind, name: string): string | undefined => {
    if (kind === 'poster' || kind === 'banner') {
      const title = q.titleArtwork(name);
      if (!title) return undefined;
      return kind === 'poster'
        ? posterSvg(title, subjectOf(name))
        : bannerSvg(title, subjectOf(name));
    }
    if (!/^[0-9]{1,9}$/.test(name)) return undefined;
    const id = Number(name);
    if (kind === 'sport') return sportBadgeSvg(id);
    if (kind === 'team') return teamCrestSvg(id);
    if (kind === 'logo') {
      const channel = channelByNumber(id);
      return channel && logoSvg(channel);
    }
    const actor = q.actorArtwork(id);
    return actor && avatarSvg(actor);
  };

  app.route({
    ...contractRoute(records.getImage),
    config: { httpStatusErrors: true },
    handler: async (request, reply) => {
      const { kind, name } = request.params;
      // The schema allows only `{id}.svg` and `{id}.webp`, the id of letters, digits and dashes.
      const id = name.slice(0, name.lastIndexOf('.'));
      const format: ImageFormat = name.endsWith('.webp') ? 'webp' : 'svg';
      // A phone (the client hint every Chromium sends over HTTPS and on localhost) gets a smaller
      // raster of the drawings it shows small; the reply says it varies, so caches keep both.
      const varies = format === 'webp' && hasPhoneRendition(kind);
      const phone = varies && request.headers[PHONE_HINT] === '?1';
      const key = `${kind}/${id}.${format}${phone ? '@phone' : ''}`;
      let image = rendered.get(key);
      if (image === undefined) {
        const svg = draw(kind, id);
        // The error handler keeps the 404 status on this route (httpStatusErrors).
        if (svg === undefined) throw notFound(Msg.imageNotFound);
        if (format === 'webp') {
          const drawing = svgToWebp(svg, kind, phone);
          // A drawing that failed is not kept: the next request tries again.
          drawing.catch(() => rendered.delete(key));
          image = drawing;
        } else {
          image = svg;
        }
        // Past the limit the oldest drawing is dropped (a Map iterates in insertion order).
        if (rendered.set(key, image).size > RENDERED_LIMIT) {
          rendered.delete(rendered.keys().next().value ?? key);
        }
      }
      if (varies) reply.header('vary', PHONE_HINT);
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE[format])
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send(typeof image === 'string' ? image : bytesBody(await image));
    },
  });
};

export default imageRoutes;
