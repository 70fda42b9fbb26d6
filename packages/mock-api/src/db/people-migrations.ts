/** Actor pages (versions 80-89): the facts a person's page shows beyond the seed's first schema. */
import type { Migration } from './migrations';

export const peopleMigrations: readonly Migration[] = [
  {
    version: 80,
    name: 'actor foreign name and birth date',
    up: `
      ALTER TABLE actors ADD COLUMN foreign_name TEXT;  -- Kim Soo-hyun; NULL for Chinese names
      ALTER TABLE actors ADD COLUMN birth_date TEXT;    -- YYYY-MM-DD; NULL in catalogues seeded before it
    `,
  },
];
