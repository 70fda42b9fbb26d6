import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { createUserQueries } from '../queries/users';
import { createPointsLedger, shanghaiDayStart } from './ledger';

// 2026-11-20 16:00:00 UTC is midnight of 2026-11-21 in Shanghai.
const SHANGHAI_MIDNIGHT = Date.UTC(2026, 10, 20, 16) / 1000;

describe('points ledger', () => {
  let db: Database.Database;
  let alice: number;
  let bob: number;

  beforeEach(() => {
    db = new Database(':memory:');
    runMigrations(db, migrations);
    const users = createUserQueries(db);
    alice = users.insert({ email: 'alice@x.test', passwordHash: '!', expireTime: null, now: 1 });
    bob = users.insert({ email: 'bob@x.test', passwordHash: '!', expireTime: null, now: 1 });
  });
  afterEach(() => db.close());

  it('starts at zero and returns the new balance after each award', () => {
    const ledger = createPointsLedger(db);
    expect(ledger.balance(alice)).toBe(0);
    expect(ledger.award(alice, 'checkIn', 10, 100)).toBe(10);
    expect(ledger.award(alice, 'invite', 100, 200)).toBe(110);
    expect(ledger.award(alice, 'exchange', -100, 300)).toBe(10);
    expect(ledger.balance(alice)).toBe(10);
    expect(ledger.balance(bob)).toBe(0);
  });

  it('lists history newest first, limited, per user', () => {
    const ledger = createPointsLedger(db);
    ledger.award(alice, 'checkIn', 10, 100);
    ledger.award(alice, 'watch', 2, 100);
    ledger.award(bob, 'invite', 100, 150);
    ledger.award(alice, 'exchange', -5, 200);
    expect(ledger.history(alice, 2)).toEqual([
      { kind: 'exchange', points: -5, createdAt: 200 },
      { kind: 'watch', points: 2, createdAt: 100 },
    ]);
    expect(ledger.history(bob, 20)).toEqual([{ kind: 'invite', points: 100, createdAt: 150 }]);
  });

  it('counts today by the Asia/Shanghai calendar day, one kind at a time', () => {
    const ledger = createPointsLedger(db);
    ledger.award(alice, 'watch', 2, SHANGHAI_MIDNIGHT - 1); // 23:59:59 the day before
    ledger.award(alice, 'watch', 2, SHANGHAI_MIDNIGHT);
    ledger.award(alice, 'watch', 2, SHANGHAI_MIDNIGHT + 86_399);
    ledger.award(alice, 'checkIn', 10, SHANGHAI_MIDNIGHT + 5);
    expect(ledger.earnedToday(alice, 'watch', SHANGHAI_MIDNIGHT + 3600)).toBe(4);
    expect(ledger.earnedToday(alice, 'watch', SHANGHAI_MIDNIGHT - 10)).toBe(2);
    expect(ledger.earnedToday(alice, 'checkIn', SHANGHAI_MIDNIGHT + 3600)).toBe(10);
    expect(ledger.earnedToday(alice, 'watch', SHANGHAI_MIDNIGHT + 86_400)).toBe(0);
  });

  it('finds the start of the Shanghai day', () => {
    expect(shanghaiDayStart(SHANGHAI_MIDNIGHT)).toBe(SHANGHAI_MIDNIGHT);
    expect(shanghaiDayStart(SHANGHAI_MIDNIGHT + 86_399)).toBe(SHANGHAI_MIDNIGHT);
    expect(shanghaiDayStart(SHANGHAI_MIDNIGHT - 1)).toBe(SHANGHAI_MIDNIGHT - 86_400);
  });

  it('refuses zero or fractional points', () => {
    const ledger = createPointsLedger(db);
    expect(() => ledger.award(alice, 'watch', 0, 1)).toThrow();
    expect(() => ledger.award(alice, 'watch', 1.5, 1)).toThrow();
  });
});

describe('invite codes', () => {
  it('gives new users a unique 8-character code and backfills users made before version 30', () => {
    const db = new Database(':memory:');
    runMigrations(
      db,
      migrations.filter((m) => m.version < 30),
    );
    createUserQueries(db).insert({
      email: 'old@x.test',
      passwordHash: '!',
      expireTime: null,
      now: 1,
    });
    runMigrations(db, migrations);
    createUserQueries(db).insert({
      email: 'new@x.test',
      passwordHash: '!',
      expireTime: null,
      now: 1,
    });
    const codes = db.prepare('SELECT invite_code AS code FROM users').pluck().all() as string[];
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{8}$/);
    expect(new Set(codes).size).toBe(2);
    db.close();
  });
});
