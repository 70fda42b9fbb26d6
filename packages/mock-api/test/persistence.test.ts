import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeData } from '@xinghe/contracts';
import { buildMockApi } from '../src/app';
import { call } from './helpers';

const dirs: string[] = [];
function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-'));
  dirs.push(dir);
  // A folder that does not exist yet: the app creates it.
  return join(dir, 'nested', 'mock.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const movieTitles = async (dbFile: string, seed?: number) => {
  const app = await buildMockApi({ dbFile, seed });
  try {
    const { body } = await call<HomeData>(
      app,
      `/v3/web/api/home?chName=${encodeURIComponent('电影')}`,
    );
    return (body.data.banners ?? []).map((b) => b.name);
  } finally {
    await app.close();
  }
};

describe('database file', () => {
  it('keeps its catalogue across restarts and does not seed again', async () => {
    const dbFile = tempDbFile();
    const first = await movieTitles(dbFile, 1);

    // Something a user did between restarts must survive too.
    const db = new Database(dbFile);
    db.prepare("UPDATE titles SET title = '改名之后' WHERE title = ?").run(first[0]);
    const migrationsBefore = db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get();
    db.close();

    // A different seed on restart must not reseed a database that has a catalogue.
    const second = await movieTitles(dbFile, 2);
    expect(second).toEqual(['改名之后', ...first.slice(1)]);

    const after = new Database(dbFile, { readonly: true });
    expect(after.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual(
      migrationsBefore,
    );
    expect(after.prepare('SELECT COUNT(*) AS n FROM titles').get()).toEqual({ n: 3200 });
    expect(after.pragma('journal_mode', { simple: true })).toBe('wal');
    after.close();
  });

  it('seeds a fresh file with the same catalogue as memory for the same seed', async () => {
    expect(await movieTitles(tempDbFile(), 5)).toEqual(await movieTitles(':memory:', 5));
  });
});
