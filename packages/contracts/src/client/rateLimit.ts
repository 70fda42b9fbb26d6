import type { RateLimited } from '../schemas/envelope';
import type { ApiFailure } from './types';
import { ErrorCode } from '../envelope';

/**
 * The wait a rate-limited refusal (429) carries in its data (`RateLimited`), in seconds; null for
 * any other failure, or a 429 without a usable wait.
 */
export function retryAfterSeconds(failure: ApiFailure): number | null {
  if (failure.code !== ErrorCode.TooManyRequests) return null;
  const seconds = (failure.data as Partial<RateLimited> | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}
