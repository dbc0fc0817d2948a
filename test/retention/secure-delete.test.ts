/**
 * A purged scan does not linger in the data file's free pages: with secure_delete (set on every
 * connection, store/database.ts) its bytes are overwritten; without it they stay readable on disk,
 * which is what the second case shows (so the first can fail).
 *
 * The store is encrypted, so its file never shows a scan's bytes; but a free page still holds the
 * scan for whoever has the key. These tests open the file plain, where the bytes can be seen.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { purgeExpired } from '../../main/retention/purge';
import { DEFAULT_RETENTION } from '../../shared/domain/settings';
import { openTempDb, type TempDb } from '../support/claims-fixtures';

const MARKER = Buffer.from('PATIENT-SCAN-7f3a9c-');
const SCAN = Buffer.concat(Array.from({ length: 4000 }, () => MARKER)); // ~80 KB: overflow pages

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb({ key: null });
});
afterEach(() => temp.close());

function storeUploadedScan(): void {
  const at = '2026-01-01T00:00:00.000Z';
  temp.db
    .prepare(
      `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
         amount_units, claim_no, created_at, updated_at)
       VALUES ('c1', 'submitted', 'B-1', 'PA-1', '2026-01-01', '{}', 'Fever', '[]', 1, 'CLM-1', ?, ?)`,
    )
    .run(at, at);
  temp.db
    .prepare(
      `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, state, attached_at, uploaded_at)
       VALUES ('c1', 'scan.pdf', 'application/pdf', ?, ?, 'uploaded', ?, ?)`,
    )
    .run(SCAN.length, SCAN, at, at);
  temp.db.pragma('wal_checkpoint(TRUNCATE)');
}

/** Purges 60 days on, moves everything into the data file, and tells whether the scan's bytes are still in it. */
function scanOnDiskAfterPurge(): boolean {
  expect(fs.readFileSync(temp.file).includes(MARKER)).toBe(true);
  const now = new Date('2026-03-02T00:00:00.000Z');
  const counts = purgeExpired(temp.db, DEFAULT_RETENTION, { desk: 'D', staff: 'S', now: () => now }, 0);
  expect(counts.documents).toBe(1);
  temp.db.pragma('wal_checkpoint(TRUNCATE)');
  expect(fs.statSync(`${temp.file}-wal`).size).toBe(0);
  return fs.readFileSync(temp.file).includes(MARKER);
}

it('overwrites a purged scan on disk', () => {
  expect(temp.db.pragma('secure_delete', { simple: true })).toBe(1);
  storeUploadedScan();
  expect(scanOnDiskAfterPurge()).toBe(false);
  const kept = temp.db.prepare('SELECT size, length(content) AS held, content_purged_at FROM claim_documents').get();
  expect(kept).toEqual({ size: SCAN.length, held: 0, content_purged_at: '2026-03-02T00:00:00.000Z' });
});

it('would leave the scan readable on disk without secure_delete', () => {
  temp.db.pragma('secure_delete = OFF');
  storeUploadedScan();
  expect(scanOnDiskAfterPurge()).toBe(true);
});
