/**
 * The account migrations (versions 30-39): invite codes on users, the points ledger,
 * email codes, and the live sessions. Listed at the end of `migrations.ts`. Append only, like
 * that list.
 *
 * The RSA key pair for password transport needs no table: like the token secret it is kept in
 * the `meta` table (see `src/accounts/rsa.ts`).
 */
import type { Migration } from './migrations';

export const accountMigrations: readonly Migration[] = [
  {
    version: 30,
    name: 'invite codes, points ledger, email codes',
    up: `
      -- Every user has an invite code: 8 lowercase hex characters (letters and digits), unique.
      -- Existing users are backfilled here; new rows get one from the trigger below, so every
      -- way of inserting a user (register, test accounts, provider states) is covered.
      ALTER TABLE users ADD COLUMN invite_code TEXT;
      ALTER TABLE users ADD COLUMN invited_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
      UPDATE users SET invite_code = lower(hex(randomblob(4))) WHERE invite_code IS NULL;
      CREATE UNIQUE INDEX users_invite_code ON users (invite_code);
      CREATE INDEX users_invited_by ON users (invited_by);
      CREATE TRIGGER users_invite_code_default AFTER INSERT ON users
        WHEN NEW.invite_code IS NULL
      BEGIN
        UPDATE users SET invite_code = lower(hex(randomblob(4))) WHERE id = NEW.id;
      END;

      -- Points are a ledger, never a counter: the balance is the sum, history is the rows.
      CREATE TABLE points_ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('checkIn','watch','invite','exchange')),
        points INTEGER NOT NULL,              -- negative for exchange
        created_at INTEGER NOT NULL           -- epoch seconds
      );
      CREATE INDEX points_ledger_user_newest ON points_ledger (user_id, created_at DESC, id DESC);
      CREATE INDEX points_ledger_user_kind ON points_ledger (user_id, kind, created_at);

      -- Email codes: the newest row of an address is its live code; sending supersedes older
      -- ones. The code is kept in clear because the dev mailbox shows it (it lives 10 minutes).
      CREATE TABLE email_codes (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL,             -- epoch seconds
        expires_at INTEGER NOT NULL,          -- epoch seconds
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER                       -- epoch seconds; NULL while unused
      );
      CREATE INDEX email_codes_email_newest ON email_codes (email, sent_at DESC, id DESC);
    `,
  },
  {
    version: 31,
    name: 'sessions',
    up: `
      -- Every live session is listed; a token counts only while its row exists. Logging out
      -- deletes its row, a password change the user's others. This replaces the list of
      -- revoked tokens: a list of ended tokens cannot end the tokens of a user it never saw.
      -- Tokens issued before this migration are in neither list: their holders log in again.
      CREATE TABLE sessions (
        jti TEXT PRIMARY KEY,                 -- the token id (its jti claim)
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL           -- epoch seconds, the token's exp
      ) WITHOUT ROWID;
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      DROP TABLE revoked_tokens;
    `,
  },
  {
    version: 32,
    name: 'invite credit on the first payment',
    up: `
      -- When the inviter was credited for this invited account (epoch seconds); NULL while not.
      -- Accounts invited before this rule were credited at sign-up: they count as credited.
      ALTER TABLE users ADD COLUMN invite_credited_at INTEGER;
      UPDATE users SET invite_credited_at = created_at WHERE invited_by IS NOT NULL;
      CREATE INDEX users_invite_credits ON users (invited_by, invite_credited_at);
    `,
  },
];
