/**
 * A contract path asked with a method it does not take answers HTTP 405 with an `Allow` header, in
 * the envelope, as the site's host does: a backend team probing the mock learns that the path
 * exists and which methods it takes, rather than a 404 that says it does not exist. Registered
 * after every route, from the contract's records, so a new area is covered without a list here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, records, statusMessage, toFastifyPath } from '@xinghe/contracts';
import { fail } from '../lib/reply';

/** The methods a client may try on a known path; HEAD comes with GET. */
const TRIED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function methodsByPath(): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const { route } of Object.values(records)) {
    const url = toFastifyPath(route.path);
    const methods = byPath.get(url) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(url, methods);
  }
  return byPath;
}

const wrongMethodRoutes: FastifyPluginAsync = async (fastify) => {
  for (const [url, allowed] of methodsByPath()) {
    const refused = TRIED_METHODS.filter((method) => !allowed.has(method));
    if (refused.length === 0) continue;
    fastify.route({
      method: refused,
      url,
      // Answered before the body is read or validated: the method alone decides.
      onRequest: async (_request, reply) =>
        reply
          .code(ErrorCode.MethodNotAllowed)
          .header('allow', [...allowed].sort().join(', '))
          .send(fail(ErrorCode.MethodNotAllowed, statusMessage(ErrorCode.MethodNotAllowed))),
      handler: async () => undefined,
    });
  }
};

export default wrongMethodRoutes;
