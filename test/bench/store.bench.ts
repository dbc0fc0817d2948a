/**
 * The store's open-time costs on a sizeable data file (~100 MB: 100,000 tariffs, 10,000
 * claims, 300 scans of 256 KB), encrypted as the app keeps it and, side by side in the same
 * run, the same rows in a plain file (cipher.ts):
 *  - quick_check against integrity_check;
 *  - a backup (backupDatabase: VACUUM INTO and quick_check of the copy on a worker thread, then
 *    fsync, rename and prune on the main thread), with the longest the main thread was blocked
 *    meanwhile, as seen by a 1 ms timer;
 *  - openStore with and without the daily backup (encrypted only: the app opens no plain store;
 *    its open + quick_check is timed on both files);
 *  - the one-time conversion of the plain store into an encrypted one (encrypt-store.ts), by
 *    openStore on a folder holding the plain file.
 * Each timing alternates between the two files, REPEATS times; figures are medians.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDatabase } from '../../main/store/backups';
import { openDatabase, writeTransaction, type Db } from '../../main/store/database';
import { integrityProblems } from '../../main/store/integrity';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import type { BenchLine } from './bench-line';
import { againstPlain, PLAIN, SIDES, type Side } from './cipher';
import { median } from './stats';
import { testKeys } from '../support/store-access';

const TARIFFS = 100_000;
const CLAIMS = 10_000;
const DOCUMENTS = 300;
const DOCUMENT_BYTES = 256 * 1024;
const REPEATS = 3;

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

interface Timed<T> {
  readonly value: T;
  readonly ms: number;
  /** The longest gap between ticks of a 1 ms timer while the work ran: how long the main thread was held. */
  readonly blockedMs: number;
}

/** Times `work`, watching the event loop with a 1 ms timer (for synchronous work, the whole of it). */
async function probed<T>(work: () => T | Promise<T>): Promise<Timed<T>> {
  let last = performance.now();
  let longest = 0;
  const tick = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 1);
  const start = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - start;
    tick();
    return { value, ms, blockedMs: longest };
  } finally {
    clearInterval(timer);
  }
}

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const msText = (value: number): string => `${value.toFixed(0)} ms`;
const day = (date: number, hour = 8): (() => Date) => {
  const at = new Date(Date.UTC(2026, 10, date, hour));
  return () => at;
};

type BySide = Record<Side, number[]>;
const bySide = (): BySide => ({ encrypted: [], plain: [] });
const sideBySide = (samples: BySide): string => againstPlain(median(samples.encrypted), median(samples.plain), msText);

/** The encrypted store as the app makes it (openStore) and a plain file, filled alike. */
async function makeStores(root: string): Promise<Record<Side, { dir: string; db: Db }>> {
  const encryptedDir = path.join(root, 'encrypted');
  const plainDir = path.join(root, 'plain');
  fs.mkdirSync(plainDir);
  const opened = await openStore(encryptedDir, { keys: testKeys, now: day(20) });
  if (!opened.ok) throw new Error(opened.error.message);
  const plain = openDatabase(path.join(plainDir, DATABASE_FILE), PLAIN);
  fill(opened.db);
  fill(plain);
  return { encrypted: { dir: encryptedDir, db: opened.db }, plain: { dir: plainDir, db: plain } };
}

async function checksAndBackups(root: string, report: (line: BenchLine) => void): Promise<string> {
  const stores = await makeStores(root);
  const quick = bySide();
  const full = bySide();
  const backup = bySide();
  const blocked = bySide();
  try {
    for (let round = 0; round < REPEATS; round++) {
      for (const { side, access } of SIDES) {
        const { db, dir } = stores[side];
        // Which check goes first alternates: the first reads the file into the OS's cache for the second.
        const checks = [
          () => quick[side].push(time(() => db.pragma('quick_check'))),
          () => full[side].push(time(() => db.pragma('integrity_check'))),
        ];
        for (const check of round % 2 === 0 ? checks : checks.reverse()) check();
        const backedUp = await probed(() =>
          backupDatabase(db, path.join(dir, 'backups'), { access, now: day(20, 9 + round) }),
        );
        backup[side].push(backedUp.ms);
        blocked[side].push(backedUp.blockedMs);
      }
    }
  } finally {
    for (const { db } of Object.values(stores)) db.close();
  }
  const size = (side: Side): string =>
    `${(fs.statSync(path.join(stores[side].dir, DATABASE_FILE)).size / 1e6).toFixed(0)} MB`;
  const ratio = median(quick.encrypted) / median(full.encrypted);
  report({
    name: `store: integrity checks and backup, encrypted / plain (cost ×), median of ${REPEATS}`,
    figures: {
      'file size, encrypted / plain': `${size('encrypted')} / ${size('plain')}`,
      quick_check: sideBySide(quick),
      integrity_check: sideBySide(full),
      'backup (VACUUM INTO + quick_check on a worker, fsync, rename, prune)': sideBySide(backup),
      'main thread blocked during the backup, longest (1 ms timer)': sideBySide(blocked),
      'all backups, encrypted | plain': `${backup.encrypted.map(msText).join(', ')} | ${backup.plain.map(msText).join(', ')}`,
    },
    ratio: { label: 'quick_check / integrity_check (encrypted)', value: ratio, target: '< 1', pass: ratio < 1 },
  });
  return path.join(stores.plain.dir, DATABASE_FILE);
}

/** openStore on the encrypted folder (REPEATS days, each with its daily backup, then reopened that day). */
async function openings(root: string, report: (line: BenchLine) => void): Promise<void> {
  const dir = path.join(root, 'encrypted');
  const withBackup: number[] = [];
  const withBackupBlocked: number[] = [];
  const without: number[] = [];
  const openCheck = bySide();
  for (let round = 0; round < REPEATS; round++) {
    const daily = await probed(() => openStore(dir, { keys: testKeys, now: day(21 + round) }));
    if (!daily.value.ok) throw new Error(daily.value.error.message);
    daily.value.db.close();
    withBackup.push(daily.ms);
    withBackupBlocked.push(daily.blockedMs);
    const again = await probed(() => openStore(dir, { keys: testKeys, now: day(21 + round, 12) }));
    if (!again.value.ok) throw new Error(again.value.error.message);
    again.value.db.close();
    without.push(again.ms);
    for (const { side, access } of SIDES) {
      const file = path.join(root, side, DATABASE_FILE);
      const opened = await probed(() => {
        const db = openDatabase(file, access);
        const problems = integrityProblems(db);
        db.close();
        return problems;
      });
      if (opened.value.length > 0) throw new Error(`${side}: ${opened.value.join('; ')}`);
      openCheck[side].push(opened.ms);
    }
  }
  report({
    name: `store: openStore on the encrypted store, median of ${REPEATS}`,
    figures: {
      'openStore, no backup due': msText(median(without)),
      'openStore, daily backup due': msText(median(withBackup)),
      'main thread blocked during openStore with its backup, longest (its open and quick_check run there)': msText(
        median(withBackupBlocked),
      ),
      'its open + quick_check (openDatabase, integrityProblems), encrypted / plain': sideBySide(openCheck),
    },
  });
}

/** openStore on a folder holding only `plainFile`: the one-time conversion, then the store's first daily backup. */
async function conversion(root: string, plainFile: string, report: (line: BenchLine) => void): Promise<void> {
  const dir = path.join(root, 'converted');
  fs.mkdirSync(dir);
  fs.copyFileSync(plainFile, path.join(dir, DATABASE_FILE));
  const steps: string[] = [];
  let encryptMs = Number.NaN;
  const converted = await probed(() =>
    openStore(dir, {
      keys: testKeys,
      now: day(24),
      log: (entry) => {
        steps.push(`${entry.event} ${msText(entry.durationMs)}`);
        if (entry.event === 'encrypt') encryptMs = entry.durationMs;
      },
    }),
  );
  if (!converted.value.ok) throw new Error(converted.value.error.message);
  const encrypted = converted.value.db.pragma('cipher', { simple: true });
  converted.value.db.close();
  report({
    name: `store: one-time conversion of a ${(fs.statSync(plainFile).size / 1e6).toFixed(0)} MB plain store (openStore)`,
    figures: {
      'openStore, converting (then its first daily backup)': msText(converted.ms),
      'the conversion (VACUUM INTO, rekey, checks, shred of the plain files)': msText(encryptMs),
      'steps logged by openStore': steps.join(', '),
      'main thread blocked, longest (the conversion runs there)': msText(converted.blockedMs),
      'cipher after': String(encrypted),
    },
  });
}

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-bench-store-'));
  try {
    const plainFile = await checksAndBackups(root, report);
    await openings(root, report);
    await conversion(root, plainFile, report);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
