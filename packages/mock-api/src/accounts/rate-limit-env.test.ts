import { describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from './rate-limit';

describe('MOCK_RATE_LIMITS', () => {
  it('unset or blank keeps the defaults', () => {
    expect(rateLimitsFromEnv(undefined)).toEqual({});
    expect(rateLimitsFromEnv('  ')).toEqual({});
  });

  it('overrides the named limits only', () => {
    expect(rateLimitsFromEnv('{"emailCodePerIp":{"limit":200,"windowSeconds":3600}}')).toEqual({
      emailCodePerIp: { limit: 200, windowSeconds: 3600 },
    });
  });

  it('overrides the register limit per IP like the others', () => {
    expect(rateLimitsFromEnv('{"registerPerIp":{"limit":1000,"windowSeconds":3600}}')).toEqual({
      registerPerIp: { limit: 1000, windowSeconds: 3600 },
    });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[1]', 'unknown limit 0'],
    ['{"loginPerMoon":{"limit":1,"windowSeconds":1}}', 'unknown limit loginPerMoon'],
    ['{"loginPerIp":{"limit":0,"windowSeconds":60}}', 'loginPerIp needs integer'],
    ['{"loginPerIp":{"limit":5}}', 'loginPerIp needs integer'],
  ])('refuses %s with a message', (value, why) => {
    expect(() => rateLimitsFromEnv(value)).toThrow(why);
  });
});
