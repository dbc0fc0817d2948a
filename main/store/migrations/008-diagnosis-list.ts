/**
 * Migration 8: the diagnosis code list, searchable offline like the tariff cache.
 *
 * - `diagnoses`: one row per code of the list in use, with an explicit INTEGER
 *   PRIMARY KEY for the search index to refer to (see migration 2 for why).
 *   `code_key` is the code's letters and digits alone (main/diagnoses/diagnosis-codes.ts):
 *   unique, so a list cannot hold J06.9 and J069 both, and the index for exact-code
 *   and code-prefix search.
 * - `diagnoses_fts`: an external-content FTS5 index of the titles, with the
 *   tariffs' tokenizer (so main/tariffs/fts-query.ts builds its queries), prefix
 *   indexes for 2- and 3-character words, and no positions or sizes (nothing asks
 *   for a phrase or a bm25 rank). No triggers: the import writes the index itself,
 *   in the transaction that replaces the list (main/diagnoses/diagnosis-writes.ts).
 * - `diagnosis_words`: the words of the index (from its fts5vocab table), written
 *   by each import, so a typed prefix of four letters or more is searched as the
 *   few whole words it begins: FTS5 streams a word's matches in rowid order, but
 *   builds the whole match list of a prefix it has no index for ("unsp" in a list
 *   where a third of the titles say "unspecified"). A B-tree range instead of the
 *   vocabulary table, which counts every word's documents as it lists them.
 * - `diagnosis_list`: one row, the list in use: where it came from and when.
 */
import type { Migration } from './migration';

export const diagnosisList: Migration = {
  version: 8,
  name: 'diagnosis list',
  up: `
    CREATE TABLE diagnoses (
      row_id INTEGER PRIMARY KEY,
      code TEXT NOT NULL,
      code_key TEXT NOT NULL,
      title TEXT NOT NULL
    ) STRICT;
    CREATE UNIQUE INDEX diagnoses_by_key ON diagnoses (code_key);

    CREATE VIRTUAL TABLE diagnoses_fts USING fts5(
      title,
      content = 'diagnoses', content_rowid = 'row_id',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3',
      columnsize = 0,
      detail = none
    );
    CREATE VIRTUAL TABLE diagnoses_terms USING fts5vocab(diagnoses_fts, row);
    CREATE TABLE diagnosis_words (word TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;

    CREATE TABLE diagnosis_list (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      source_name TEXT NOT NULL,
      imported_at TEXT NOT NULL,
      item_count INTEGER NOT NULL CHECK (item_count >= 0)
    ) STRICT;
  `,
};
