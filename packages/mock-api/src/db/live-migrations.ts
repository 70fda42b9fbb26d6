/**
 * Live TV's migrations (versions 50-59): a viewer's favourite channels and watched channels. The
 * channels themselves are generated (src/live/catalogue.ts), so channel ids carry no foreign key.
 * Listed at the end of `migrations.ts`. Append only, like that list.
 */
import type { Database } from 'better-sqlite3';
import { channelByNumber } from '../live/catalogue';
import type { Migration } from './migrations';

/**
 * Channels are addressed by slug: the tables keep the slug, the id a viewer saw, so a favourite
 * stays on its channel whatever the catalogue's order becomes. Rows of version 50 held the
 * channel's number; each becomes its slug (a number the catalogue lacks is dropped), and so do
 * the links of seeded 直播 hot entries.
 */
function channelSlugs(db: Database): void {
  db.function('live_slug', { deterministic: true }, (n: unknown) =>
    typeof n === 'number' || typeof n === 'bigint'
      ? (channelByNumber(Number(n))?.id ?? null)
      : null,
  );
  db.exec(`
    CREATE TABLE live_collects_new (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      channel TEXT NOT NULL,                -- the channel's slug
      collected_at INTEGER NOT NULL         -- epoch seconds
    );
    INSERT INTO live_collects_new (rowid, user_id, channel, collected_at)
      SELECT rowid, user_id, live_slug(channel_id), collected_at FROM live_collects
      WHERE live_slug(channel_id) IS NOT NULL;
    DROP TABLE live_collects;
    ALTER TABLE live_collects_new RENAME TO live_collects;
    CREATE UNIQUE INDEX live_collects_user_channel ON live_collects (user_id, channel);
    CREATE INDEX live_collects_user_time ON live_collects (user_id, collected_at DESC);

    CREATE TABLE live_records_new (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      channel TEXT NOT NULL,                -- the channel's slug
      play_time INTEGER NOT NULL            -- epoch seconds
    );
    INSERT INTO live_records_new (rowid, user_id, channel, play_time)
      SELECT rowid, user_id, live_slug(channel_id), play_time FROM live_records
      WHERE live_slug(channel_id) IS NOT NULL;
    DROP TABLE live_records;
    ALTER TABLE live_records_new RENAME TO live_records;
    CREATE UNIQUE INDEX live_records_user_channel ON live_records (user_id, channel);
    CREATE INDEX live_records_user_time ON live_records (user_id, play_time DESC);

    -- A seeded 直播 hot entry links its channel by slug too.
    UPDATE hot_searches SET url = '/live/' || live_slug(target_id)
      WHERE label = '直播' AND live_slug(target_id) IS NOT NULL;
  `);
}

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
  { version: 51, name: 'live channels by slug', up: channelSlugs },
];
