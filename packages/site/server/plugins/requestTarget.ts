/**
 * Only origin-form request targets (`/path?query`) are served. An absolute-form target
 * (`GET http://evil.example/v3/web/api/home`, meant for forward proxies) or an asterisk-form one
 * (`*`) is answered with 400 in the envelope before any route runs: nothing is forwarded, no
 * canonical URL is built from another origin, and no plugin meets a URL it was not written for.
 * A request without a Host header, or with two, is refused the same way.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeError } from '@xinghe/contracts';

/**
 * Exactly one Host header: without one there is no origin to answer for, and with two the host and
 * whatever sits in front of it may each believe a different one. Node keeps the first of two in
 * `headers`, so the raw list (name, value, name, value...) is counted.
 */
function hasOneHost(rawHeaders: string[]): boolean {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  }
  return hosts === 1;
}

const requestTarget: FastifyPluginAsync = async (fastify) => {
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/') && hasOneHost(request.raw.rawHeaders)) return done();
    void reply.code(400).send(envelopeError(400));
  });
};

export default fp(requestTarget, { name: 'request-target' });
