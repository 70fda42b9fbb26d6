import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { resolveTokenSecret } from './secret';
import { createSessions } from './sessions';

describe('sessions', () => {
  const db = new Database(':memory:');
  runMigrations(db, migrations);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, expire_time, created_at) VALUES (1, 'a@x.test', '!', ?, 0)",
  ).run(Math.floor(Date.now() / 1000) + 3600);
  const sessions = createSessions(db, resolveTokenSecret(db, {}));

  it('resolve a token to its user with VIP status from the database', () => {
    const { token } = sessions.issue(1);
    expect(sessions.resolve(token)).toMatchObject({ id: 1, email: 'a@x.test', isVip: true });
    db.prepare('UPDATE users SET expire_time = 100 WHERE id = 1').run();
    expect(sessions.resolve(token)).toMatchObject({ id: 1, isVip: false, expireTime: 100 });
  });

  it('stop resolving a revoked token, but not the same user’s other tokens', () => {
    const first = sessions.issue(1).token;
    const second = sessions.issue(1).token;
    expect(sessions.revoke(first)).toBe(true);
    expect(sessions.resolve(first)).toBeNull();
    expect(sessions.resolve(second)).not.toBeNull();
    expect(sessions.revoke('not.a.token')).toBe(false);
  });

  it('stop resolving expired tokens and tokens of deleted users', () => {
    const { token, expiresAt } = sessions.issue(1);
    expect(sessions.resolve(token, expiresAt * 1000)).toBeNull();
    db.prepare(
      "INSERT INTO users (id, email, password_hash, created_at) VALUES (2, 'b@x.test', '!', 0)",
    ).run();
    const gone = sessions.issue(2).token;
    db.prepare('DELETE FROM users WHERE id = 2').run();
    expect(sessions.resolve(gone)).toBeNull();
  });
});
