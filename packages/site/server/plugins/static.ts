/**
 * The built client (`dist/client`): content-hashed files under /assets/ are cached for a year as
 * immutable; anything else (favicon, robots.txt) briefly. Brotli or gzip siblings written at build
 * time (`scripts/precompress.mjs`) are sent when the browser accepts them.
 *
 * index.html is never sent as it is: the HTML plugin serves it with each page's head filled in.
 */
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface StaticOptions {
  clientDir: string;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=600';
/**
 * The service worker (`/sw.js`) is asked again on every check, so a new version is found at once;
 * its caches decide the rest. Browsers cap a worker's HTTP caching at a day anyway.
 */
export const SERVICE_WORKER_CACHE = 'no-cache';
export const SERVICE_WORKER_FILE = 'sw.js';
/** What `send` does not know: the web app manifest's own type (`.webmanifest`). */
export const MANIFEST_TYPE = 'application/manifest+json';

/**
 * Paths never served from disk: the page template, direct requests for compressed siblings and
 * dot-folders (`.vite/manifest.json` is for the host, not for visitors).
 */
export function isServable(pathname: string): boolean {
  return (
    !pathname.startsWith('/index.html') && !/\.(br|gz)$/.test(pathname) && !pathname.includes('/.')
  );
}

const staticFiles: FastifyPluginAsync<StaticOptions> = async (fastify, { clientDir }) => {
  const assetsDir = join(clientDir, 'assets') + sep;
  const serviceWorker = join(clientDir, SERVICE_WORKER_FILE);
  await fastify.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    decorateReply: false,
    dotfiles: 'ignore',
    // `send` would write `public, max-age=0`; setHeaders below decides instead.
    cacheControl: false,
    allowedPath: (pathname) => isServable(pathname),
    setHeaders(reply, filePath) {
      if (filePath === serviceWorker) {
        reply.header('cache-control', SERVICE_WORKER_CACHE);
        // Its scope is the whole site, which a worker at the root has anyway: said outright.
        reply.header('service-worker-allowed', '/');
        return;
      }
      if (filePath.endsWith('.webmanifest')) reply.header('content-type', MANIFEST_TYPE);
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : SHORT_CACHE);
    },
  });
};

export default staticFiles;
