/** Accounts. Prepared once per app; rows mapped to plain objects here. */
import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: number;
  email: string;
  /** VIP until (epoch seconds); null: never had VIP. */
  expireTime: number | null;
  /** Epoch seconds. */
  createdAt: number;
}

const USER_COLUMNS = 'id, email, expire_time AS expireTime, created_at AS createdAt';

export type UserQueries = ReturnType<typeof createUserQueries>;

export function createUserQueries(db: Database) {
  const byId = db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`);
  const byEmail = db.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`,
  );
  const passwordHashOf = db.prepare<[number], { hash: string }>(
    'SELECT password_hash AS hash FROM users WHERE id = ?',
  );
  const insert = db.prepare<[string, string, number | null, number]>(
    'INSERT INTO users (email, password_hash, expire_time, created_at) VALUES (?, ?, ?, ?)',
  );
  const setExpireTime = db.prepare<[number | null, number]>(
    'UPDATE users SET expire_time = ? WHERE id = ?',
  );

  return {
    byId: (id: number): UserRow | undefined => byId.get(id),
    byEmail: (email: string): UserRow | undefined => byEmail.get(email.trim()),
    passwordHashOf: (id: number): string | undefined => passwordHashOf.get(id)?.hash,
    /** Creates an account; the email is unique (case-insensitive). Returns the new id. */
    insert(user: { email: string; passwordHash: string; expireTime: number | null; now: number }) {
      const result = insert.run(user.email.trim(), user.passwordHash, user.expireTime, user.now);
      return Number(result.lastInsertRowid);
    },
    setExpireTime: (id: number, expireTime: number | null) => {
      setExpireTime.run(expireTime, id);
    },
    /**
     * Adds VIP days (a paid order, a points exchange): counted from the current expiry while it
     * still lies in the future, from now otherwise. Returns the new expiry (epoch seconds).
     * Callers run it inside the transaction that records why, so it happens exactly once.
     */
    extendVip(id: number, days: number, nowSeconds: number): number {
      const current = byId.get(id)?.expireTime ?? null;
      const from = current !== null && current > nowSeconds ? current : nowSeconds;
      const next = from + days * 86_400;
      setExpireTime.run(next, id);
      return next;
    },
  };
}
