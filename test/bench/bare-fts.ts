/**
 * The floor of a type-ahead search: one bare indexed query per typed text, the FTS5 match of its
 * words as prefixes, joined to the rows, in rowid order, LIMIT 20. It is the index read a search is
 * built on, without the search's code lookups, ranking or checks.
 */
import type { Db } from '../../main/store/database';

export function bareFtsQuery(db: Db, index: string, rows: string, columns: string): (query: string) => unknown[] {
  const statement = db.prepare(
    `SELECT ${columns} FROM ${index} f JOIN ${rows} r ON r.row_id = f.rowid WHERE ${index} MATCH ? ORDER BY f.rowid LIMIT 20`,
  );
  return (query) => {
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return words.length === 0 ? [] : statement.all(words.map((w) => `"${w}"*`).join(' AND '));
  };
}
