/**
 * In-memory sliding-window rate limits: a key (an IP, an email) may act `limit` times in any
 * `windowSeconds`. Each key keeps the times of its recent hits; a refusal says how many seconds
 * until the oldest one leaves the window. Memory stays bounded: keys whose hits all left the
 * window are dropped as the map is swept.
 *
 * `retryAfter` only looks, `record` counts: a request checked against two limits (per address
 * and per IP) is counted in both only when both let it through.
 */
import type { Database } from 'better-sqlite3';
import { tooMany } from '../lib/reply';

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** GET /user/exist per client IP. */
  userExistPerIp: RateWindow;
  /** GET /user/sendEmailCode per address: the resend wait (429 请{n}秒后再获取验证码). */
  emailCodePerAddress: RateWindow;
  /** GET /user/sendEmailCode per client IP. */
  emailCodePerIp: RateWindow;
  /** POST /user/login per email. */
  loginPerEmail: RateWindow;
  /** POST /user/login per client IP. */
  loginPerIp: RateWindow;
  /** POST /user/register per client IP, counted before anything else is checked. */
  registerPerIp: RateWindow;
  /** POST /user/changePassword per email, as login. */
  changePasswordPerEmail: RateWindow;
  /** POST /user/changePassword per client IP, as login. */
  changePasswordPerIp: RateWindow;
  /** GET /metrics/v1/cors per client IP: anonymous, and each check may fetch another host. */
  corsCheckPerIp: RateWindow;
  /** POST /user/source/alive per client IP. */
  sourceCheckPerIp: RateWindow;
  /** POST /user/source/alive per account, whatever address it comes from. */
  sourceCheckPerUser: RateWindow;
  /** POST /metrics/v1/play per client IP: far above the titles a household starts in a minute. */
  playReportPerIp: RateWindow;
  /** GET /user/source/search/{id} per account: the site asks each of a viewer's sources at once. */
  sourceSearchPerUser: RateWindow;
  /** GET /user/source/title/... and /user/source/channels per account. */
  sourceReadPerUser: RateWindow;
  /** GET /user/source/relay/{id} per signed viewer: a playlist and its segments, while playing. */
  sourceRelayPerViewer: RateWindow;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  userExistPerIp: { limit: 30, windowSeconds: 60 },
  emailCodePerAddress: { limit: 1, windowSeconds: 60 },
  emailCodePerIp: { limit: 10, windowSeconds: 3600 },
  loginPerEmail: { limit: 10, windowSeconds: 60 },
  loginPerIp: { limit: 30, windowSeconds: 60 },
  registerPerIp: { limit: 10, windowSeconds: 3600 },
  changePasswordPerEmail: { limit: 10, windowSeconds: 60 },
  changePasswordPerIp: { limit: 30, windowSeconds: 60 },
  // A viewer checks a few hosts or sources at a time (the source page checks each row once).
  corsCheckPerIp: { limit: 30, windowSeconds: 60 },
  sourceCheckPerIp: { limit: 60, windowSeconds: 60 },
  sourceCheckPerUser: { limit: 30, windowSeconds: 60 },
  playReportPerIp: { limit: 30, windowSeconds: 60 },
  sourceSearchPerUser: { limit: 60, windowSeconds: 60 },
  sourceReadPerUser: { limit: 60, windowSeconds: 60 },
  // Two-second segments of two players at once stay far below it.
  sourceRelayPerViewer: { limit: 600, windowSeconds: 60 },
};

/** Sweep stale keys every this many records. */
const SWEEP_EVERY = 1000;

export type SlidingWindow = ReturnType<typeof createSlidingWindow>;

export function createSlidingWindow({ limit, windowSeconds }: RateWindow) {
  const windowMs = windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let recordsSinceSweep = 0;

  const recent = (key: string, nowMs: number): number[] => {
    const times = hits.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > nowMs - windowMs);
    if (kept.length === 0) hits.delete(key);
    else if (kept.length !== times.length) hits.set(key, kept);
    return kept;
  };

  const sweep = (nowMs: number) => {
    for (const key of hits.keys()) recent(key, nowMs);
  };

  return {
    /** 0 when the key may act now, else whole seconds until it may (at least 1). */
    retryAfter(key: string, nowMs: number): number {
      const times = recent(key, nowMs);
      if (times.length < limit) return 0;
      const oldestCounted = times[times.length - limit] ?? nowMs;
      return Math.max(1, Math.ceil((oldestCounted + windowMs - nowMs) / 1000));
    },
    /** Forgets a key's hits (a provider state preparing a clean slate). */
    forget(key: string): void {
      hits.delete(key);
    },
    /** Forgets every key. */
    clear(): void {
      hits.clear();
    },
    record(key: string, nowMs: number): void {
      hits.set(key, [...recent(key, nowMs), nowMs]);
      if (++recordsSinceSweep >= SWEEP_EVERY) {
        recordsSinceSweep = 0;
        sweep(nowMs);
      }
    },
  };
}

export type RateLimiters = { [K in keyof RateLimits]: SlidingWindow };

/**
 * The limiters of the app using a database, so the dev provider states (which get the database)
 * can clear them. Keyed weakly: a closed app's limiters go with it.
 */
const limitersByDb = new WeakMap<Database, RateLimiters>();

export function registerLimiters(db: Database, limiters: RateLimiters): void {
  limitersByDb.set(db, limiters);
}

export function limitersOf(db: Database): RateLimiters | undefined {
  return limitersByDb.get(db);
}

export function createRateLimiters(overrides: Partial<RateLimits> = {}): RateLimiters {
  const limits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  return {
    userExistPerIp: createSlidingWindow(limits.userExistPerIp),
    emailCodePerAddress: createSlidingWindow(limits.emailCodePerAddress),
    emailCodePerIp: createSlidingWindow(limits.emailCodePerIp),
    loginPerEmail: createSlidingWindow(limits.loginPerEmail),
    loginPerIp: createSlidingWindow(limits.loginPerIp),
    registerPerIp: createSlidingWindow(limits.registerPerIp),
    changePasswordPerEmail: createSlidingWindow(limits.changePasswordPerEmail),
    changePasswordPerIp: createSlidingWindow(limits.changePasswordPerIp),
    corsCheckPerIp: createSlidingWindow(limits.corsCheckPerIp),
    sourceCheckPerIp: createSlidingWindow(limits.sourceCheckPerIp),
    sourceCheckPerUser: createSlidingWindow(limits.sourceCheckPerUser),
    playReportPerIp: createSlidingWindow(limits.playReportPerIp),
    sourceSearchPerUser: createSlidingWindow(limits.sourceSearchPerUser),
    sourceReadPerUser: createSlidingWindow(limits.sourceReadPerUser),
    sourceRelayPerViewer: createSlidingWindow(limits.sourceRelayPerViewer),
  };
}

/** One limit a request is counted against: which, under what key, and the refusal's message. */
export interface RateCheck {
  limiter: keyof RateLimits;
  key: string;
  msg: (seconds: number) => string;
}

/**
 * Counts one attempt against each limit, or refuses with 429 and the wait (nothing counted) when
 * one is spent.
 */
export function spendOrRefuse(limiters: RateLimiters, checks: readonly RateCheck[], at: number) {
  for (const { limiter, key, msg } of checks) {
    const wait = limiters[limiter].retryAfter(key, at);
    if (wait > 0) throw tooMany(msg(wait), wait);
  }
  for (const { limiter, key } of checks) limiters[limiter].record(key, at);
}

/**
 * `MOCK_RATE_LIMITS`: JSON overrides of the defaults, e.g.
 * `{"emailCodePerIp":{"limit":200,"windowSeconds":3600}}`. A shared-IP test run (every e2e browser
 * comes from 127.0.0.1) raises the per-IP limits this way; the per-address ones stay as they are.
 * A malformed value stops the server with a message rather than silently keeping the defaults.
 */
export function rateLimitsFromEnv(value: string | undefined): Partial<RateLimits> {
  if (value === undefined || value.trim() === '') return {};
  const fail = (why: string): never => {
    throw new Error(`MOCK_RATE_LIMITS: ${why} (got ${value})`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail('not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) return fail('not an object');
  const overrides: Partial<RateLimits> = {};
  for (const [name, window] of Object.entries(parsed)) {
    if (!Object.hasOwn(DEFAULT_RATE_LIMITS, name)) fail(`unknown limit ${name}`);
    const { limit, windowSeconds } = (window ?? {}) as Partial<RateWindow>;
    const positive = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
    if (!positive(limit) || !positive(windowSeconds)) {
      fail(`${name} needs integer limit and windowSeconds above 0`);
    }
    overrides[name as keyof RateLimits] = { limit: limit!, windowSeconds: windowSeconds! };
  }
  return overrides;
}
