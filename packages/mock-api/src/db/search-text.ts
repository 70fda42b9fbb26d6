/**
 * Migration 10: what search reads, kept beside the catalogue by triggers.
 *
 * `title_search` holds, per title, its name, its aliases and the names of everyone it credits,
 * Latin letters lowercased: a substring search needs no joins or JSON parsing. Triggers keep it
 * true whoever writes the catalogue (the seed runs after the migrations on a fresh file; provider
 * states add titles and people later), and the migration fills it for a database that was seeded
 * before it existed.
 *
 * `search_generation` counts every change search could see (its text, or any column of a title:
 * popularity orders results, the rest is on the cards), so the search module can hold the rows
 * in memory and reload them only when the count moves (see `queries/title-search.ts`).
 *
 * Also indexes for the channel page's other two sorts (hottest uses `titles_type_popularity`).
 */

/**
 * Joins a title's aliases and its people's names: the unit separator, which search refuses in a
 * word, so no match can span two names.
 */
const SEP = 'char(31)';

const aliasesOf = (titleId: string) =>
  `coalesce((SELECT group_concat(lower(value), ${SEP}) FROM json_each((SELECT aliases FROM titles WHERE id = ${titleId}))), '')`;

const peopleOf = (titleId: string) =>
  `coalesce((SELECT group_concat(lower(a.name), ${SEP}) FROM title_actors ta JOIN actors a ON a.id = ta.actor_id WHERE ta.title_id = ${titleId}), '')`;

export const searchTextMigration = `
  CREATE TABLE title_search (
    title_id INTEGER PRIMARY KEY REFERENCES titles (id) ON DELETE CASCADE,
    title_lc TEXT NOT NULL,
    aliases_lc TEXT NOT NULL,
    people_lc TEXT NOT NULL
  );

  INSERT INTO title_search (title_id, title_lc, aliases_lc, people_lc)
    SELECT t.id, lower(t.title), ${aliasesOf('t.id')}, ${peopleOf('t.id')} FROM titles t;

  CREATE TRIGGER title_search_title_insert AFTER INSERT ON titles BEGIN
    INSERT INTO title_search (title_id, title_lc, aliases_lc, people_lc)
      VALUES (new.id, lower(new.title), ${aliasesOf('new.id')}, ${peopleOf('new.id')});
  END;

  CREATE TRIGGER title_search_title_update AFTER UPDATE OF title, aliases ON titles BEGIN
    UPDATE title_search SET title_lc = lower(new.title), aliases_lc = ${aliasesOf('new.id')}
      WHERE title_id = new.id;
  END;

  -- Appends rather than recomputes: the seed inserts some 17,000 credits one by one.
  CREATE TRIGGER title_search_credit_insert AFTER INSERT ON title_actors BEGIN
    UPDATE title_search
      SET people_lc = people_lc || iif(people_lc = '', '', ${SEP})
        || lower((SELECT name FROM actors WHERE id = new.actor_id))
      WHERE title_id = new.title_id;
  END;

  CREATE TRIGGER title_search_credit_delete AFTER DELETE ON title_actors BEGIN
    UPDATE title_search SET people_lc = ${peopleOf('old.title_id')} WHERE title_id = old.title_id;
  END;

  CREATE TRIGGER title_search_actor_rename AFTER UPDATE OF name ON actors BEGIN
    UPDATE title_search SET people_lc = ${peopleOf('title_search.title_id')}
      WHERE title_id IN (SELECT title_id FROM title_actors WHERE actor_id = new.id);
  END;

  CREATE TABLE search_generation (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    value INTEGER NOT NULL
  );
  INSERT INTO search_generation (id, value) VALUES (1, 0);

  CREATE TRIGGER search_generation_insert AFTER INSERT ON title_search BEGIN
    UPDATE search_generation SET value = value + 1;
  END;
  CREATE TRIGGER search_generation_update AFTER UPDATE ON title_search BEGIN
    UPDATE search_generation SET value = value + 1;
  END;
  CREATE TRIGGER search_generation_delete AFTER DELETE ON title_search BEGIN
    UPDATE search_generation SET value = value + 1;
  END;
  CREATE TRIGGER search_generation_title_update AFTER UPDATE ON titles BEGIN
    UPDATE search_generation SET value = value + 1;
  END;

  CREATE INDEX titles_type_updated_at ON titles (type, updated_at DESC, id);
  CREATE INDEX titles_type_score ON titles (type, score DESC, popularity DESC, id);
`;
