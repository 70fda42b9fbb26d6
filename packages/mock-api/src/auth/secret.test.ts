import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { resolveTokenSecret } from './secret';

const SECRET = 'a-test-secret-of-enough-length';

describe('the token secret', () => {
  const db = new Database(':memory:');
  runMigrations(db, migrations);

  it('is generated once and kept in the meta table, or taken from MOCK_TOKEN_SECRET', () => {
    const secret = resolveTokenSecret(db, {});
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveTokenSecret(db, {})).toBe(secret);
    expect(resolveTokenSecret(db, { MOCK_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(() => resolveTokenSecret(db, { MOCK_TOKEN_SECRET: 'short' })).toThrow(/16/);
  });
});
