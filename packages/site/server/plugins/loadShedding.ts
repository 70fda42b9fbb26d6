/**
 * Sheds load instead of falling over: while the event loop lags behind by more than
 * `maxEventLoopDelayMs`, new requests are answered at once with 503, a Retry-After and the usual
 * envelope, so a load balancer or the client backs off and the requests in flight finish; once the
 * lag is gone the host answers normally by itself. @fastify/under-pressure measures the lag.
 * /healthz is shed too: a load balancer then sends traffic to the hosts that have room.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeError } from '@xinghe/contracts';

export interface LoadSheddingOptions {
  /** Event-loop lag, milliseconds, above which requests are refused. */
  maxEventLoopDelayMs: number;
  /** Seconds the 503's Retry-After asks clients to wait. */
  retryAfterSeconds?: number;
  /** How often the lag is sampled, milliseconds (tests sample faster). */
  sampleIntervalMs?: number;
}

export const DEFAULT_RETRY_AFTER_SECONDS = 5;

const loadShedding: FastifyPluginAsync<LoadSheddingOptions> = async (fastify, options) => {
  const retryAfter = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  await fastify.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    retryAfter,
    pressureHandler: (_request, reply) => {
      void reply.code(503).header('retry-after', String(retryAfter)).send(envelopeError(503));
    },
  });
};

export default fp(loadShedding, { name: 'load-shedding' });
