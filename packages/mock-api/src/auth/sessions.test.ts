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

  it('resolve a token to its user with VIP status from the database', async () => {
    const { token } = await sessions.issue(1);
    expect(await sessions.resolve(token)).toMatchObject({ id: 1, email: 'a@x.test', isVip: true });
    db.prepare('UPDATE users SET expire_time = 100 WHERE id = 1').run();
    expect(await sessions.resolve(token)).toMatchObject({ id: 1, isVip: false, expireTime: 100 });
  });

  it('stop resolving a revoked token, but not the same user’s other tokens', async () => {
    const first = (await sessions.issue(1)).token;
    const second = (await sessions.issue(1)).token;
    expect(await sessions.revoke(first)).toBe(true);
    expect(await sessions.resolve(first)).toBeNull();
    expect(await sessions.resolve(second)).not.toBeNull();
    expect(await sessions.revoke('not.a.token')).toBe(false);
  });

  it('end every session of a user but the one kept, and no other user’s', async () => {
    db.prepare(
      "INSERT INTO users (id, email, password_hash, created_at) VALUES (3, 'c@x.test', '!', 0)",
    ).run();
    const [kept, other] = [(await sessions.issue(1)).token, (await sessions.issue(1)).token];
    const bystander = (await sessions.issue(3)).token;
    sessions.endAllOf(1, (await sessions.resolve(kept))!.sessionId);
    expect(await sessions.resolve(kept)).not.toBeNull();
    expect(await sessions.resolve(other)).toBeNull();
    expect(await sessions.resolve(bystander)).not.toBeNull();
    sessions.endAllOf(1);
    expect(await sessions.resolve(kept)).toBeNull();
  });

  it('stop resolving expired tokens and tokens of deleted users', async () => {
    const { token, expiresAt } = await sessions.issue(1);
    expect(await sessions.resolve(token, expiresAt * 1000)).toBeNull();
    db.prepare(
      "INSERT INTO users (id, email, password_hash, created_at) VALUES (2, 'b@x.test', '!', 0)",
    ).run();
    const gone = (await sessions.issue(2)).token;
    db.prepare('DELETE FROM users WHERE id = 2').run();
    expect(await sessions.resolve(gone)).toBeNull();
  });
});
