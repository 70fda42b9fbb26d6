import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so the hooks, handlers and decorators it adds apply to the
 * instance that registers it (what `fastify-plugin` does, via Fastify's documented
 * `skip-override` property, without another dependency).
 */
export function shareScope<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
