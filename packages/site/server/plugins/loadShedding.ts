/**
 * Sheds load instead of falling over: new requests are answered at once with 503, a Retry-After
 * and the usual envelope, so a load balancer or the client backs off and the requests in flight
 * finish, while
 * - more than `maxInFlight` requests are already being answered: requests that only queue (a slow
 *   upstream, a burst of uncached searches) would otherwise wait until clients time out, with
 *   nothing lagging for the other measures to see;
 * - the event loop lags by more than `maxEventLoopDelayMs`, or is busy more than
 *   `maxEventLoopUtilization` of the time (@fastify/under-pressure measures both).
 * Once the pressure is gone the host answers normally by itself. /healthz is shed too: a load
 * balancer then sends traffic to the hosts that have room, and it still answers at once.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeError } from '@xinghe/contracts';

export interface LoadSheddingOptions {
  /** Requests being answered at once above which new ones are refused. */
  maxInFlight?: number;
  /** Event-loop lag, milliseconds, above which requests are refused. */
  maxEventLoopDelayMs?: number;
  /** Share of time the event loop is busy (0 to 1) above which requests are refused. */
  maxEventLoopUtilization?: number;
  /** Seconds the 503's Retry-After asks clients to wait. */
  retryAfterSeconds?: number;
  /** How often the lag is sampled, milliseconds (tests sample faster). */
  sampleIntervalMs?: number;
}

export const DEFAULT_RETRY_AFTER_SECONDS = 5;

const loadShedding: FastifyPluginAsync<LoadSheddingOptions> = async (fastify, options) => {
  const retryAfter = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  const shed = (reply: FastifyReply) =>
    void reply.code(503).header('retry-after', String(retryAfter)).send(envelopeError(503));

  const { maxInFlight } = options;
  if (maxInFlight !== undefined) {
    let inFlight = 0;
    // A callback hook: it runs on every request. The reply's `close` comes once, whether it
    // finished or the client left, so each counted request is let go exactly once.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (inFlight >= maxInFlight) return shed(reply);
      inFlight += 1;
      reply.raw.once('close', () => (inFlight -= 1));
      done();
    });
  }

  if (options.maxEventLoopDelayMs || options.maxEventLoopUtilization) {
    await fastify.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      sampleInterval: options.sampleIntervalMs,
      retryAfter,
      pressureHandler: (_request, reply) => shed(reply),
    });
  }
};

export default fp(loadShedding, { name: 'load-shedding' });
