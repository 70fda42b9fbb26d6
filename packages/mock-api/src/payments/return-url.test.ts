import { describe, expect, it } from 'vitest';
import { isSameSitePath, withOrderId } from './return-url';

describe('isSameSitePath', () => {
  it.each(['/', '/vip', '/vip?x=1', '/vip#pay', '/invite-h5?invite_id=abc', '/a/b/../c'])(
    'accepts %j',
    (value) => expect(isSameSitePath(value)).toBe(true),
  );

  it.each([
    '',
    'vip',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/..//evil.com/phish',
    '/a/../..//evil.com',
    '/.//evil.com',
    '/%2e%2e//evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /vip',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (value) => expect(isSameSitePath(value)).toBe(false));
});

describe('withOrderId', () => {
  it('sets orderId in the query, keeping other parameters and the fragment', () => {
    expect(withOrderId('/vip', 'ord_1')).toBe('/vip?orderId=ord_1');
    expect(withOrderId('/vip?a=1', 'ord_1')).toBe('/vip?a=1&orderId=ord_1');
    expect(withOrderId('/vip?orderId=old#top', 'ord_1')).toBe('/vip?orderId=ord_1#top');
  });

  it('gives no location for a value that would leave the site once normalised', () => {
    expect(withOrderId('/..//evil.example/phish', 'ord_1')).toBeNull();
    expect(withOrderId('//evil.example', 'ord_1')).toBeNull();
  });
});
