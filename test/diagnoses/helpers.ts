/** Shared pieces of the diagnosis list tests: an audit context, a CSV built from rows, and a fingerprint of the list. */
import type { AuditContext } from '../../main/store/audit';
import type { Db } from '../../main/store/database';

export const AUDIT: AuditContext = {
  desk: 'Front desk',
  staff: 'Amina',
  now: () => new Date('2026-11-24T09:30:00.000Z'),
};

/** A CSV file of `rows` (code, title), titles quoted. */
export const csvOf = (rows: readonly (readonly [string, string])[]): string =>
  ['code,title', ...rows.map(([code, title]) => `${code},"${title.replaceAll('"', '""')}"`)].join('\r\n');

/** Every stored code and title, in code order, the list's record and its words: equal fingerprints mean the same list. */
export function listFingerprint(db: Db): string {
  const rows = db.prepare('SELECT code, code_key, title FROM diagnoses ORDER BY code').all();
  const list = db.prepare('SELECT source_name, imported_at, item_count FROM diagnosis_list').all();
  const words = db.prepare('SELECT word FROM diagnosis_words ORDER BY word').pluck().all();
  return JSON.stringify({ rows, list, words });
}

/** Throws when the title index does not match the diagnoses table. */
export function checkTitleIndex(db: Db): void {
  db.prepare("INSERT INTO diagnoses_fts (diagnoses_fts, rank) VALUES ('integrity-check', 1)").run();
}
