/**
 * Migration 5: the tariff search index keeps no word positions (`detail = none`).
 *
 * Search only ever asks "does this name have a word starting with …" for each
 * typed word (see main/tariffs/fts-query.ts): one word per phrase, no NEAR, no
 * bm25, no highlight. Positions served none of it, yet made up most of the index:
 * without them the index of 100,000 tariffs is about a third of its size (2.2 MB
 * instead of 6.7 MB), and a full refresh writes, commits and checkpoints that much
 * less (about 50 ms less here). What it costs: FTS5 refuses a phrase of two or more
 * words, so the query side must never build one; fts-query.ts splits words exactly
 * where the tokenizer does, and a test checks that for every code point.
 *
 * The index is rebuilt from `tariffs` with the same tokenizer, prefixes and 8 MiB
 * buffer as before (migrations 2 and 4); its vocabulary table is recreated with it.
 */
import type { Migration } from './migration';

export const tariffIndexWithoutPositions: Migration = {
  version: 5,
  name: 'tariff index without positions',
  up: `
    DROP TABLE tariffs_terms;
    DROP TABLE tariffs_fts;
    CREATE VIRTUAL TABLE tariffs_fts USING fts5(
      name,
      content = 'tariffs', content_rowid = 'row_id',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3',
      columnsize = 0,
      detail = none
    );
    CREATE VIRTUAL TABLE tariffs_terms USING fts5vocab(tariffs_fts, row);
    INSERT INTO tariffs_fts (tariffs_fts, rank) VALUES ('hashsize', 8388608);
    INSERT INTO tariffs_fts (tariffs_fts) VALUES ('rebuild');
  `,
};
