import { describe, expect, it } from 'vitest';
import { allowKey, parseAllowHosts, sourceAllowHostsFrom } from './allow-hosts';

describe('parseAllowHosts', () => {
  it('reads host:port pairs, names and IPs, IPv6 in brackets', () => {
    expect([...parseAllowHosts(' 127.0.0.1:4180, Fixture.Test:80,[::1]:4181 ')]).toEqual([
      '127.0.0.1:4180',
      'fixture.test:80',
      '[::1]:4181',
    ]);
    expect(parseAllowHosts(undefined).size).toBe(0);
    expect(parseAllowHosts(' ').size).toBe(0);
  });

  it('refuses an entry without a port, or with a scheme or path', () => {
    for (const bad of [
      '127.0.0.1',
      'http://127.0.0.1:4180',
      '127.0.0.1:4180/x',
      'a:0',
      'a:99999',
    ]) {
      expect(() => parseAllowHosts(bad), bad).toThrow(/SOURCE_ALLOW_HOSTS/);
    }
  });
});

describe('allowKey', () => {
  it('names a URL by host and port, the default ports included', () => {
    expect(allowKey(new URL('http://127.0.0.1:4180/a'))).toBe('127.0.0.1:4180');
    expect(allowKey(new URL('https://Fixture.test/a'))).toBe('fixture.test:443');
    expect(allowKey(new URL('http://[::1]:4181/'))).toBe('[::1]:4181');
  });
});

describe('sourceAllowHostsFrom', () => {
  it('is refused with NODE_ENV=production', () => {
    expect(() => sourceAllowHostsFrom('127.0.0.1:4180', { NODE_ENV: 'production' })).toThrow(
      /production/,
    );
    expect(sourceAllowHostsFrom('', { NODE_ENV: 'production' }).size).toBe(0);
    expect(sourceAllowHostsFrom('127.0.0.1:4180', { NODE_ENV: 'test' }).size).toBe(1);
  });
});
