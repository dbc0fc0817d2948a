/**
 * Migration 2: type-ahead search over the tariff cache.
 *
 * 1. `tariffs` is rebuilt with an explicit INTEGER PRIMARY KEY (`row_id`): the FTS
 *    index below refers to rows by rowid, and VACUUM (or VACUUM INTO, used for
 *    backups) may renumber the implicit rowid of a table without one, which would
 *    silently point the index at the wrong tariffs. The natural key becomes
 *    the unique index tariffs_by_id (id, provider_id), led by `id` so that exact-id and id-prefix lookups
 *    use it directly.
 * 2. `tariffs_fts` is an external-content FTS5 index over the name (the text
 *    lives once, in `tariffs`; ids are searched through the index above).
 *    unicode61 with diacritics folded, so "creme" finds "crème"; prefix indexes
 *    for 2- and 3-character prefixes, so the first keystrokes of a word stream
 *    matches instead of merging every matching term's doclist; columnsize=0
 *    because nothing ranks by bm25 (see main/tariffs/tariff-search.ts), which
 *    saves a row per tariff on every ingest. `tariffs_terms` (fts5vocab) lists
 *    the indexed words, to expand longer prefixes into whole words.
 *    It is NOT kept in sync by triggers: main/tariffs/tariff-writes.ts maintains
 *    it explicitly inside the refresh transaction (bulk INSERT … SELECT for a
 *    full download, 'delete' + insert for renamed or removed rows), which is
 *    several times faster than row triggers for 100,000 rows. Anything else
 *    that writes `tariffs` must do the same.
 * 3. The tariffs a v1 database already holds are copied over and indexed, in
 *    "shortest name first" order (search streams matches in rowid order).
 */
import type { Migration } from './migration';

export const tariffSearch: Migration = {
  version: 2,
  name: 'tariff search',
  up: `
    CREATE TABLE tariffs_v2 (
      row_id INTEGER PRIMARY KEY,
      provider_id TEXT NOT NULL,
      id TEXT NOT NULL,
      name TEXT NOT NULL,
      price_units INTEGER NOT NULL CHECK (price_units >= 0),
      access_type TEXT NOT NULL
    ) STRICT;
    INSERT INTO tariffs_v2 (provider_id, id, name, price_units, access_type)
      SELECT provider_id, id, name, price_units, access_type FROM tariffs
      ORDER BY length(name), name, id, provider_id;
    DROP TABLE tariffs;
    ALTER TABLE tariffs_v2 RENAME TO tariffs;
    CREATE UNIQUE INDEX tariffs_by_id ON tariffs (id, provider_id);

    CREATE VIRTUAL TABLE tariffs_fts USING fts5(
      name,
      content = 'tariffs', content_rowid = 'row_id',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3',
      columnsize = 0
    );
    CREATE VIRTUAL TABLE tariffs_terms USING fts5vocab(tariffs_fts, row);
    INSERT INTO tariffs_fts (tariffs_fts) VALUES ('rebuild');
  `,
};
