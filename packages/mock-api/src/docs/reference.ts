/**
 * The contract's reference page at /docs, for development: the OpenAPI document generated from
 * the records, rendered by Scalar's API reference. Everything is served from here, offline: the
 * page, its start script and the renderer's bundle, which ships inside
 * @scalar/fastify-api-reference. The page has no inline script, so the host's CSP
 * (`script-src 'self'`) allows it. The mock registers it with its dev routes and the host outside
 * production; neither does in production.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { openApiJson } from '@xinghe/contracts/openapi';

export const DOCS_PATH = '/docs';

const require = createRequire(import.meta.url);

/** The renderer's browser bundle, read on first use (3.4 MB; most runs never ask for it). */
let bundle: Buffer | undefined;
function rendererBundle(): Buffer {
  bundle ??= readFileSync(
    join(dirname(require.resolve('@scalar/fastify-api-reference')), 'js', 'standalone.js'),
  );
  return bundle;
}

const page = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>星河影视 API 参考</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${DOCS_PATH}/reference.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

// Offline: no web fonts (they come from the renderer's CDN), no hosted client, no AI agent and no
// developer toolbar (its Share uploads the document): each of them calls the renderer's servers.
const start = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: `${DOCS_PATH}/openapi.json`,
  withDefaultFonts: false,
  hideClientButton: true,
  agent: { disabled: true },
  showDeveloperTools: 'never',
})});
`;

const apiReference: FastifyPluginAsync = async (fastify) => {
  const document = openApiJson();
  fastify.get(DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
  fastify.get(`${DOCS_PATH}/openapi.json`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
  fastify.get(`${DOCS_PATH}/start.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(start),
  );
  fastify.get(`${DOCS_PATH}/reference.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(rendererBundle()),
  );
};

export default apiReference;
