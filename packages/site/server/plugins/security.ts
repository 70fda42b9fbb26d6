/**
 * Security headers on every reply (pages, assets, API): a CSP that lets hls.js work (blob: media and
 * workers) and nothing load from elsewhere, no MIME sniffing, a strict referrer policy, and framing
 * refused everywhere except on the embeddable player page /zj/{id}/{episode} in every language.
 * Framing follows the route, not the path's prefix: a route registered with `embeddableRoute`
 * may be framed, and anything else, the not-found page under /zj/ included, may not.
 *
 * `helmet` writes the values once, at start-up, into a recorder (none depends on the request), and
 * each request gets the recorded set: run per request, it cost more than the rest of a kept page's
 * answer (docs/performance.md, "Host throughput"). The proxy drops an upstream's own copies of
 * these headers (`hostSecurityHeaders`), so one policy applies everywhere.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { strictTransportSecurity } from 'helmet';
import type { PageId } from '../../src/routes/paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Other sites may frame this route's pages (see `embeddableRoute`). */
    embeddable?: boolean;
  }
}

/** The pages other sites may frame: the embed player, in every language. */
export const EMBEDDABLE_PAGES: ReadonlySet<PageId> = new Set<PageId>(['embedPlayer']);

/** Route options of a page other sites may frame. */
export const embeddableRoute = { config: { embeddable: true } } as const;

/**
 * Where media may come from besides us: a viewer's own source plays from its host when that host
 * lets our pages read it (the API's cors check; otherwise the API relays it through our origin), and
 * those hosts are anyone's, so any https origin. hls.js reads playlists and segments with fetch
 * (connect-src); a browser's own HLS reads them as media (media-src). Scripts, frames and the rest
 * stay our own.
 */
const SOURCE_MEDIA = ['https:'];

const directives = (mediaOrigins: readonly string[]) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:', ...SOURCE_MEDIA, ...mediaOrigins],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", ...SOURCE_MEDIA, ...mediaOrigins],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
});

/** helmet's other default headers stay off: the host sends this set and no other. */
const onlyOurs = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

function headersFor(embeddable: boolean, mediaOrigins: readonly string[]) {
  return helmet({
    ...onlyOurs,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives(mediaOrigins),
        'frame-ancestors': [embeddable ? '*' : "'none'"],
      },
    },
    // The /zj/ player is meant to be embedded by other sites.
    frameguard: embeddable ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The headers a helmet middleware writes, recorded: the same for every request here. */
function recorded(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** helmet has no Permissions-Policy (browsers still differ on it), so it is set here. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

const withPermissions = (headers: Record<string, string>) =>
  Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
/** Sent over https only: a browser ignores it on plain http anyway. */
const httpsOnly = recorded(
  strictTransportSecurity({ maxAge: 15_552_000, includeSubDomains: true }),
);

/** Every header name this plugin sets, lower case. */
export const hostSecurityHeaders: readonly string[] = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

export interface SecurityOptions {
  /**
   * Plain-http origins media may come from too (`http://127.0.0.1:4180`): the local source
   * fixture a test mock may reach (SOURCE_ALLOW_HOSTS); none otherwise.
   */
  mediaOrigins?: readonly string[];
}

const security: FastifyPluginAsync<SecurityOptions> = async (fastify, { mediaOrigins = [] }) => {
  const pageHeaders = withPermissions(recorded(headersFor(false, mediaOrigins)));
  const embeddableHeaders = withPermissions(recorded(headersFor(true, mediaOrigins)));
  fastify.addHook('onRequest', (request, reply, done) => {
    // The not-found handler's route has no config: it keeps the page headers.
    const embeddable = request.routeOptions.config?.embeddable === true;
    reply.headers(embeddable ? embeddableHeaders : pageHeaders);
    if (request.protocol === 'https') reply.headers(httpsOnly);
    done();
  });
};

export default fp(security, { name: 'security' });
