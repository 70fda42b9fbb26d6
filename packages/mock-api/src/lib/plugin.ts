/**
 * What `fastify-plugin` does, without the dependency: a plugin marked this way is not
 * encapsulated, so its decorators, hooks and handlers apply to the instance that registers it.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

export function shared<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
