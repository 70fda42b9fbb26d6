/**
 * `fastify.clock()`: epoch milliseconds now. Payments and points read time through it so tests
 * can move time (an order past its 15 minutes, a check-in on the next Shanghai day) without
 * waiting; the default is `Date.now`.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => number;
  }
}

export type ClockOptions = { now?: () => number };

export default fp<ClockOptions>(
  async (fastify, { now }) => {
    fastify.decorate('clock', now ?? (() => Date.now()));
  },
  { name: 'mock-api-clock' },
);

/** Epoch seconds of a millisecond clock reading. */
export const toSeconds = (ms: number): number => Math.floor(ms / 1000);
