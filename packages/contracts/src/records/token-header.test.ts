import { describe, expect, it } from 'vitest';
import { records, type EndpointRecord } from '.';
import { TOKEN_HEADER } from './token-header';

describe('records of routes with a token', () => {
  it('say where the server reads the token (the header, never the cookie)', () => {
    const withToken = (Object.entries(records) as [string, EndpointRecord][]).filter(
      ([, record]) => record.route.auth !== 'none',
    );
    expect(withToken.length).toBeGreaterThan(20);
    const silent = withToken
      .filter(([, record]) => !record.description?.includes(TOKEN_HEADER))
      .map(([name]) => name);
    expect(silent).toEqual([]);
  });
});
