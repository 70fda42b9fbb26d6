/**
 * Viewers' own intro and outro marks (versions 110-119): one pair per viewer and title, for all
 * of its episodes (see the getMyMarks record).
 */
import type { Migration } from './migrations';

export const myMarksMigrations: readonly Migration[] = [
  {
    version: 110,
    name: "viewers' own intro and outro marks",
    up: `
      CREATE TABLE my_marks (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        intro_end_ds INTEGER,                 -- tenths of a second; NULL: not set
        outro_start_ds INTEGER,               -- tenths of a second; NULL: not set
        updated_at INTEGER NOT NULL,          -- epoch milliseconds
        PRIMARY KEY (user_id, title_id),
        CHECK (intro_end_ds IS NOT NULL OR outro_start_ds IS NOT NULL),
        CHECK (intro_end_ds IS NULL OR outro_start_ds IS NULL OR intro_end_ds < outro_start_ds)
      ) WITHOUT ROWID;
    `,
  },
];
