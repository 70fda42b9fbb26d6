import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { MEDIA_TOKEN_TTL_SECONDS } from './media-tokens';
import { resolveTokenSecret } from './secret';
import { createSessions } from './sessions';

describe('media tokens', () => {
  const db = new Database(':memory:');
  runMigrations(db, migrations);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, expire_time, created_at) VALUES (1, 'a@x.test', '!', ?, 0)",
  ).run(Math.floor(Date.now() / 1000) + 3600);
  const sessions = createSessions(db, resolveTokenSecret(db, {}));

  it('derive from a session, resolve to its user, and are no session token (nor the reverse)', async () => {
    const session = (await sessions.issue(1)).token;
    const media = (await sessions.mediaToken(session))!.token;
    expect(await sessions.resolveMedia(media)).toMatchObject({
      id: 1,
      email: 'a@x.test',
      isVip: true,
    });
    expect(await sessions.resolve(media)).toBeNull();
    expect(await sessions.revoke(media)).toBe(false);
    expect(await sessions.resolveMedia(session)).toBeNull();
    expect(await sessions.mediaToken(media)).toBeNull();
    expect(await sessions.resolveMedia(`${media}=`)).toBeNull();
  });

  it('are accepted only as issued: another spelling of the same signature bytes is refused', async () => {
    const session = (await sessions.issue(1)).token;
    const media = (await sessions.mediaToken(session))!.token;
    // The signature's last character carries two spare bits: flipping one keeps the decoded bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(media.at(-1)!);
    const respelled = media.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(media.split('.')[2]!, 'base64url'),
    );
    expect(await sessions.resolveMedia(respelled)).toBeNull();
  });

  it('live 30 minutes, never past their session, and end when the session is revoked', async () => {
    const now = Date.now();
    const session = await sessions.issue(1, now);
    const media = (await sessions.mediaToken(session.token, now))!;
    expect(media.expiresAt).toBe(Math.floor(now / 1000) + MEDIA_TOKEN_TTL_SECONDS);
    expect(await sessions.resolveMedia(media.token, media.expiresAt * 1000)).toBeNull();

    const short = createSessions(db, resolveTokenSecret(db, {}), 60);
    const brief = await short.issue(1, now);
    expect((await short.mediaToken(brief.token, now))!.expiresAt).toBe(brief.expiresAt);

    await sessions.revoke(session.token, now);
    expect(await sessions.resolveMedia(media.token, now)).toBeNull();
    expect(await sessions.mediaToken(session.token, now)).toBeNull();
  });
});
