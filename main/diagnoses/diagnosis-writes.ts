/**
 * Replacing the diagnosis list: ONE transaction removes the old list and its index
 * entries, writes the new rows, indexes their titles, lists the index's words and
 * records where the list came from. A failure or a kill at any point leaves the old list whole and in use.
 * Rows go in shortest title first, so the rowid order in which the search streams
 * title matches puts the short, general titles first (as the tariff cache does).
 */
import type { DiagnosisEntry } from '../../shared/domain/diagnoses';
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';
import { codeKey } from './diagnosis-codes';

export interface ListSource {
  readonly sourceName: string;
  readonly importedAt: string;
}

/** Called inside the transaction after each chunk of rows written; may throw to abandon it. */
export type RowsWritten = (done: number, total: number) => void;

export const WRITE_CHUNK = 2_000;
/** Rows per INSERT statement (1,200 bound values). */
const ROWS_PER_INSERT = 400;

const insertSql = (count: number): string =>
  `INSERT INTO diagnoses (code, code_key, title) VALUES ${Array.from({ length: count }, () => '(?, ?, ?)').join(', ')}`;

function insertRows(db: Db, rows: readonly DiagnosisEntry[], start: number, end: number): void {
  const values: string[] = [];
  for (let from = start; from < end; from += ROWS_PER_INSERT) {
    const to = Math.min(end, from + ROWS_PER_INSERT);
    values.length = 0;
    for (let i = from; i < to; i++) {
      const entry = rows[i] as DiagnosisEntry;
      values.push(entry.code, codeKey(entry.code), entry.title);
    }
    statement(db, insertSql(to - from)).run(values);
  }
}

const shortestTitleFirst = (entries: readonly DiagnosisEntry[]): DiagnosisEntry[] =>
  [...entries].sort((a, b) => a.title.length - b.title.length || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

/** Makes `entries` (codes already checked and unique) the list in use; answers how many it holds. */
export function replaceDiagnosisList(
  db: Db,
  entries: readonly DiagnosisEntry[],
  source: ListSource,
  rowsWritten: RowsWritten = () => undefined,
): number {
  const rows = shortestTitleFirst(entries);
  return writeTransaction(
    db,
    () => {
      db.prepare("INSERT INTO diagnoses_fts (diagnoses_fts) VALUES ('delete-all')").run();
      db.prepare('DELETE FROM diagnoses').run();
      for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
        const end = Math.min(rows.length, start + WRITE_CHUNK);
        insertRows(db, rows, start, end);
        rowsWritten(end, rows.length);
      }
      // One statement, so FTS5 writes one segment instead of one per chunk.
      db.prepare('INSERT INTO diagnoses_fts (rowid, title) SELECT row_id, title FROM diagnoses').run();
      db.prepare('DELETE FROM diagnosis_words').run();
      db.prepare('INSERT INTO diagnosis_words (word) SELECT term FROM diagnoses_terms').run();
      const recorded = db
        .prepare(
          `INSERT INTO diagnosis_list (id, source_name, imported_at, item_count) VALUES (1, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET
             source_name = excluded.source_name, imported_at = excluded.imported_at, item_count = excluded.item_count`,
        )
        .run(source.sourceName, source.importedAt, rows.length).changes;
      if (recorded !== 1) throw new Error('the diagnosis list was not recorded');
      return rows.length;
    },
    // A list of tens of thousands of codes writes thousands of pages: checkpointed off the main thread.
    { bulk: true },
  );
}
