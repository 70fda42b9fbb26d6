/**
 * Sports migrations (versions 60-69). Matches are generated from the clock (`sports/schedule.ts`)
 * and need no table; what a viewer follows is theirs and is kept. Listed in `migrations.ts`.
 * Append only.
 */
import type { Migration } from './migrations';

export const sportsMigrations: readonly Migration[] = [
  {
    version: 60,
    name: 'followed sports matches',
    up: `
      -- A match id names a generated match (day number * 100 + index), stable across restarts.
      CREATE TABLE sport_follows (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        match_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,          -- epoch seconds
        PRIMARY KEY (user_id, match_id)
      ) WITHOUT ROWID;
    `,
  },
];
