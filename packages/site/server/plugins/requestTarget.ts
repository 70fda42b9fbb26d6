/**
 * Only origin-form request targets (`/path?query`) are served. An absolute-form target
 * (`GET http://evil.example/v3/web/api/home`, meant for forward proxies) or an asterisk-form one
 * (`*`) is answered with 400 in the envelope before any route runs: nothing is forwarded, no
 * canonical URL is built from another origin, and no plugin meets a URL it was not written for.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeError } from '@xinghe/contracts';

const requestTarget: FastifyPluginAsync = async (fastify) => {
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    void reply.code(400).send(envelopeError(400));
  });
};

export default fp(requestTarget, { name: 'request-target' });
