/**
 * 弹幕 (versions 90-99): the comments of episodes, which episodes have had their believable
 * comments generated, and viewers' reports.
 */
import type { Migration } from './migrations';

export const danmakuMigrations: readonly Migration[] = [
  {
    version: 90,
    name: 'danmaku, generated episodes, reports',
    up: `
      CREATE TABLE danmaku (
        id INTEGER PRIMARY KEY,
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        ep INTEGER NOT NULL,
        time_ds INTEGER NOT NULL,             -- tenths of a second into the episode
        text TEXT NOT NULL,                   -- plain text, never HTML
        color TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('scroll','top','bottom')),
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,  -- NULL: generated
        created_at INTEGER NOT NULL,          -- epoch milliseconds (the rate limit counts them)
        reports INTEGER NOT NULL DEFAULT 0
      );
      -- A window read: one episode, by time.
      CREATE INDEX danmaku_episode_time ON danmaku (title_id, ep, time_ds, id);
      -- The per-viewer rate limit: a viewer's newest posts.
      CREATE INDEX danmaku_user_created ON danmaku (user_id, created_at) WHERE user_id IS NOT NULL;

      -- Generated comments are made on an episode's first read, once (see danmaku/store.ts).
      CREATE TABLE danmaku_generated (
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        ep INTEGER NOT NULL,
        PRIMARY KEY (title_id, ep)
      ) WITHOUT ROWID;

      CREATE TABLE danmaku_reports (
        danmaku_id INTEGER NOT NULL REFERENCES danmaku (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason TEXT NOT NULL CHECK (reason IN ('abuse','spoiler','ads','other')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (danmaku_id, user_id)
      ) WITHOUT ROWID;
    `,
  },
];
