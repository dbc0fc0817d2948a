/**
 * A store as a ClaimDesk before encryption left it: a plain database whose WAL still holds
 * commits (the last run was killed), plain backups, and a plain damaged file in `corrupt/`.
 * The patient's name and scan (MARKER) are in every one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '../../main/store/backups';
import { openDatabase, writeTransaction, type Db } from '../../main/store/database';
import { DATABASE_FILE } from '../../main/store/open-store';

export const MARKER = 'Achieng-Otieno-51b2';
const SCAN = Buffer.from(`%PDF scan of ${MARKER} `.repeat(2000));
const PLAIN = { key: null };
/** Claims in the plain store: those in the database file, and the last ones only in its WAL. */
export const PLAIN_CLAIMS = { inFile: 30, inWal: 5 };

function addClaims(db: Db, from: number, count: number): void {
  const claim = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, member_name, created_at, updated_at)
     VALUES (?, 'queued', 'B-1', 'PA-1', '2026-11-20', '{}', 'Fever', '[]', 1, ?, '2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.000Z')`,
  );
  const document = db.prepare(
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at)
     VALUES (?, 'scan.pdf', 'application/pdf', ?, ?, '2026-11-20T08:00:00.000Z')`,
  );
  writeTransaction(db, () => {
    for (let i = from; i < from + count; i++) {
      claim.run(`c${i}`, MARKER);
      document.run(`c${i}`, SCAN.length, SCAN);
    }
  });
}

/** Writes the plain store into `dataDir` (which must exist). */
export async function writePlainStore(dataDir: string): Promise<void> {
  const work = path.join(dataDir, 'earlier-build');
  fs.mkdirSync(work);
  const file = path.join(work, DATABASE_FILE);
  const db = openDatabase(file, PLAIN);
  addClaims(db, 0, PLAIN_CLAIMS.inFile);
  const backups = path.join(dataDir, 'backups');
  await backupDatabase(db, backups, { now: () => new Date('2026-11-20T08:00:00.000Z'), access: PLAIN });
  await backupDatabase(db, backups, { now: () => new Date('2026-11-21T08:00:00.000Z'), access: PLAIN });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('wal_autocheckpoint = 0');
  addClaims(db, PLAIN_CLAIMS.inFile, PLAIN_CLAIMS.inWal);
  // The files as a killed process leaves them: the last commits in the WAL only.
  for (const suffix of ['', '-wal']) fs.copyFileSync(file + suffix, path.join(dataDir, DATABASE_FILE + suffix));
  db.close();
  fs.rmSync(work, { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'corrupt'));
  fs.writeFileSync(path.join(dataDir, 'corrupt', 'claimdesk-2026-11-01T00-00-00.000Z.sqlite'), `damaged ${MARKER}`);
}
