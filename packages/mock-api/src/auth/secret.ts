/**
 * The secret tokens are signed with: `MOCK_TOKEN_SECRET` when set (several mock processes behind
 * one balancer share it), else one generated on first start and kept in the database's meta
 * table, so tokens survive a restart of the same database file.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export const TOKEN_SECRET_META_KEY = 'token_secret';

export function resolveTokenSecret(db: Database, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['MOCK_TOKEN_SECRET'];
  if (fromEnv) {
    if (fromEnv.length < 16) throw new Error('MOCK_TOKEN_SECRET must be at least 16 characters');
    return fromEnv;
  }
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    TOKEN_SECRET_META_KEY,
    randomBytes(32).toString('base64url'),
  );
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(TOKEN_SECRET_META_KEY) as
    { value: string } | undefined;
  if (!row) throw new Error('token secret missing from meta');
  return row.value;
}
