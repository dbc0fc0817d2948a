/**
 * The store's open-time costs on a sizeable data file (~100 MB): quick_check
 * against integrity_check, an online backup with its verification, and openStore
 * with and without the daily backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDatabase } from '../../main/store/backups';
import { writeTransaction, type Db } from '../../main/store/database';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import type { BenchLine } from './bench-line';
import { testAccess, testKeys } from '../support/store-access';

const TARIFFS = 100_000;
const CLAIMS = 10_000;
const DOCUMENTS = 250;
const DOCUMENT_BYTES = 256 * 1024;

function fill(db: Db): void {
  const tariff = db.prepare(
    "INSERT INTO tariffs (provider_id, id, name, price_units, access_type) VALUES ('P1', ?, ?, ?, 'direct')",
  );
  const claim = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, created_at, updated_at)
     VALUES (?, 'submitted', 'B-2026-11', ?, '2026-11-20', '{"name":"Dr. Wanjiru Kamau"}', 'Fever and headache',
       '[{"code":"B54","type":"Principal"}]', 8112500, '2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.000Z')`,
  );
  const line = db.prepare(
    "INSERT INTO claim_lines (claim_id, line_no, tariff_id, name, type, quantity, price_units) VALUES (?, ?, ?, 'Full blood count', 'investigation', 1, 4505000)",
  );
  const document = db.prepare(
    "INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at) VALUES (?, 'scan.pdf', 'application/pdf', ?, ?, '2026-11-20T08:00:00.000Z')",
  );
  writeTransaction(db, () => {
    for (let i = 0; i < TARIFFS; i++) tariff.run(`TRF-${i}`, `Tariff ${i} consultation laboratory item`, i * 100);
    for (let i = 0; i < CLAIMS; i++) {
      claim.run(`claim-${i}`, `AUTH-${i}`);
      for (let n = 1; n <= 3; n++) line.run(`claim-${i}`, n, `TRF-${(i * 3 + n) % TARIFFS}`);
    }
    const content = Buffer.alloc(DOCUMENT_BYTES, 0x5a);
    for (let i = 0; i < DOCUMENTS; i++) document.run(`claim-${i}`, DOCUMENT_BYTES, content);
  });
  const hasSearch = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'tariffs_fts'").get() !== undefined;
  if (hasSearch) writeTransaction(db, () => db.exec("INSERT INTO tariffs_fts (tariffs_fts) VALUES ('rebuild')"));
  db.pragma('wal_checkpoint(TRUNCATE)');
}

function time<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

async function timeAsync<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-bench-store-'));
  try {
    const day1 = () => new Date('2026-11-20T08:00:00.000Z');
    const first = await openStore(dir, { keys: testKeys, now: day1 });
    if (!first.ok) throw new Error(first.error.message);
    const db = first.db;
    fill(db);
    const size = fs.statSync(path.join(dir, DATABASE_FILE)).size;

    const quick = time(() => db.pragma('quick_check'));
    const full = time(() => db.pragma('integrity_check'));
    const backup = await timeAsync(() =>
      backupDatabase(db, path.join(dir, 'backups'), {
        access: testAccess,
        now: () => new Date('2026-11-20T09:00:00.000Z'),
      }),
    );
    db.close();

    const reopen = await timeAsync(() => openStore(dir, { keys: testKeys, now: day1 }));
    if (reopen.value.ok) reopen.value.db.close();
    const withDaily = await timeAsync(() =>
      openStore(dir, { keys: testKeys, now: () => new Date('2026-11-21T08:00:00.000Z') }),
    );
    if (withDaily.value.ok) withDaily.value.db.close();

    const ratio = quick.ms / full.ms;
    report({
      name: 'store: integrity check and backup at open',
      figures: {
        'file size': `${(size / 1e6).toFixed(0)} MB`,
        quick_check: ms(quick.ms),
        integrity_check: ms(full.ms),
        'backup (online API, journal switch, quick_check, fsync)': ms(backup.ms),
        'openStore, no backup due': ms(reopen.ms),
        'openStore, daily backup due': ms(withDaily.ms),
      },
      ratio: { label: 'quick_check / integrity_check', value: ratio, target: '< 1', pass: ratio < 1 },
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
