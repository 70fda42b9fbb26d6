/**
 * Security headers on every reply (pages, assets, API): a CSP that lets hls.js work (blob: media and
 * workers) and nothing load from elsewhere, no MIME sniffing, a strict referrer policy, and framing
 * refused everywhere except the embeddable player page /zj/{id}/{episode}.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Built once: the hook only picks one of two frozen header sets per reply. */
export const securityHeaders = {
  page: {
    ...common,
    'content-security-policy': contentSecurityPolicy("'none'"),
    'x-frame-options': 'DENY',
  },
  /** The /zj/ player is meant to be embedded by other sites. */
  embeddable: {
    ...common,
    'content-security-policy': contentSecurityPolicy('*'),
  },
} as const;

export const EMBEDDABLE_PREFIX = '/zj/';

const security: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // onSend runs after the handler (and after the proxy copied upstream headers), so ours win.
    const embeddable = request.url.startsWith(EMBEDDABLE_PREFIX);
    reply.headers(embeddable ? securityHeaders.embeddable : securityHeaders.page);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    }
    done(null, payload);
  });
};

export default fp(security, { name: 'security' });
