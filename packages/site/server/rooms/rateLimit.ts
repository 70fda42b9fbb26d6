/**
 * A token bucket per member socket. Hand-written: the well-kept limiters (@fastify/rate-limit)
 * count HTTP requests per key in a store, while a socket's frames need a few numbers of its own
 * that die with it.
 */
export interface Bucket {
  take(now: number): boolean;
}

export function bucket(burst: number, perSecond: number): Bucket {
  let tokens = burst;
  let last = 0;
  return {
    take(now) {
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
