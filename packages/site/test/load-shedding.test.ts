/**
 * Under overload the host refuses new requests with 503, Retry-After and the envelope instead of
 * queueing them until it falls over, and answers normally again once the overload is gone. The
 * overload here is the real thing the plugin measures: the event loop blocked for a while.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MAX_IN_FLIGHT,
  maxEventLoopDelayFrom,
  maxEventLoopUtilizationFrom,
  maxInFlightFrom,
  PRODUCTION_MAX_EVENT_LOOP_DELAY_MS,
  PRODUCTION_MAX_EVENT_LOOP_UTILIZATION,
} from '../server/config';
import { buildHost, createClientDir } from './host-helpers';

/** Keeps the event loop busy, as a burst of expensive work would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

describe('load shedding', () => {
  const client = createClientDir();
  let host: FastifyInstance;
  beforeAll(async () => {
    host = await buildHost({
      clientDir: client.dir,
      loadShedding: { maxEventLoopDelayMs: 500, sampleIntervalMs: 200, retryAfterSeconds: 7 },
    });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });

  it('answers 503 with Retry-After while the event loop lags, then recovers by itself', async () => {
    expect((await host.inject('/healthz')).statusCode).toBe(200);
    // Let a lag sample land: the block, then a turn of the loop for the overdue sampler to see it.
    // The threshold is well above what a busy shared machine lags by on its own, and the sampling
    // interval long enough to hold samples (an interval without any reads as an endless lag).
    blockEventLoop(1500);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shed = await host.inject('/');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toEqual({ code: 503, msg: '服务繁忙，请稍后重试', data: null });
    // Nothing is done about it: once the lag is gone the page is served again.
    await expect
      .poll(async () => (await host.inject('/')).statusCode, { timeout: 10_000, interval: 50 })
      .toBe(200);
  });
});

describe('MAX_EVENT_LOOP_DELAY_MS', () => {
  it('defaults to shedding in production only, and 0 turns it off', () => {
    expect(maxEventLoopDelayFrom(undefined, true)).toBe(PRODUCTION_MAX_EVENT_LOOP_DELAY_MS);
    expect(maxEventLoopDelayFrom(undefined, false)).toBeNull();
    expect(maxEventLoopDelayFrom('500', false)).toBe(500);
    expect(maxEventLoopDelayFrom('0', true)).toBeNull();
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    for (const value of ['-1', '1.5', 'fast']) {
      expect(() => maxEventLoopDelayFrom(value, true)).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    }
  });
});

describe('MAX_IN_FLIGHT and MAX_EVENT_LOOP_UTILIZATION', () => {
  it('bounds requests in flight everywhere by default; 0 turns it off', () => {
    expect(maxInFlightFrom(undefined)).toBe(DEFAULT_MAX_IN_FLIGHT);
    expect(maxInFlightFrom('64')).toBe(64);
    expect(maxInFlightFrom('0')).toBeNull();
    for (const value of ['-1', '2.5', 'many']) {
      expect(() => maxInFlightFrom(value), value).toThrow(ConfigError);
    }
  });

  it('sheds on a saturated event loop in production only, and refuses a share outside 0-1', () => {
    expect(maxEventLoopUtilizationFrom(undefined, true)).toBe(
      PRODUCTION_MAX_EVENT_LOOP_UTILIZATION,
    );
    expect(maxEventLoopUtilizationFrom(undefined, false)).toBeNull();
    expect(maxEventLoopUtilizationFrom('0.9', false)).toBe(0.9);
    expect(maxEventLoopUtilizationFrom('0', true)).toBeNull();
    for (const value of ['1.5', '-0.1', 'busy']) {
      expect(() => maxEventLoopUtilizationFrom(value, true), value).toThrow(ConfigError);
    }
  });
});
