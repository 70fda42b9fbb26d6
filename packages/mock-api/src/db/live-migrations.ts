/**
 * Live TV's migrations (versions 50-59): a viewer's favourite channels and watched channels. The
 * channels themselves are generated (src/live/catalogue.ts), so channel ids carry no foreign key.
 * Listed at the end of `migrations.ts`. Append only, like that list.
 */
import type { Migration } from './migrations';

export const liveMigrations: readonly Migration[] = [
  {
    version: 50,
    name: 'live favourites and records',
    up: `
      CREATE TABLE live_collects (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL,
        collected_at INTEGER NOT NULL         -- epoch seconds
      );
      CREATE UNIQUE INDEX live_collects_user_channel ON live_collects (user_id, channel_id);
      CREATE INDEX live_collects_user_time ON live_collects (user_id, collected_at DESC);

      -- One row per (user, channel): a new play moves its time forward.
      CREATE TABLE live_records (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL,
        play_time INTEGER NOT NULL            -- epoch seconds
      );
      CREATE UNIQUE INDEX live_records_user_channel ON live_records (user_id, channel_id);
      CREATE INDEX live_records_user_time ON live_records (user_id, play_time DESC);
    `,
  },
];
