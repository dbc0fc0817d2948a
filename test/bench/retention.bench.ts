/**
 * The cost of secure_delete (store/database.ts sets it on every connection, so deleted content is
 * overwritten, not left in free pages), measured side by side in one run on two real database files
 * with synchronous=FULL: one as ClaimDesk opens it (secure_delete on), one with it turned off.
 * Rounds alternate between the two files, so drift of the machine hits both alike.
 * - a new draft (saveDraft: claim, 5 lines, audit) and an edit of it (saveDraft again: its lines
 *   replaced, the rows rewritten: where secure_delete has pages to zero);
 * - retention's purge of 200 uploaded scans of 200 KB each (purgeExpired), and the data file's size after.
 * Target: an edit's p50 with secure_delete at most 1.25 × without.
 * Both files are encrypted, as the app keeps its store; a third, plain file with secure_delete on
 * takes its turn with them (cipher.ts), for the cost of encryption.
 */
import fs from 'node:fs';
import { saveDraft } from '../../main/claims/save';
import { purgeExpired } from '../../main/retention/purge';
import { ClaimInput } from '../../shared/domain/claims';
import { DEFAULT_RETENTION } from '../../shared/domain/settings';
import type { BenchLine } from './bench-line';
import { claimContext, completeClaim, openTempDb, type TempDb } from '../support/claims-fixtures';
import { againstPlain, PLAIN } from './cipher';
import { percentile } from './stats';

const ROUNDS = 600;
const WARM_UP = 50;
const SCANS = 200;
const SCAN_BYTES = 200 * 1024;
const TARGET_RATIO = 1.25;

interface Timings {
  create: number[];
  edit: number[];
}

const ms = (sorted: readonly number[], p: number): string => `${percentile(sorted, p).toFixed(2)} ms`;

function saveRound(store: TempDb, i: number, timings: Timings): void {
  const ctx = claimContext(() => new Date('2026-11-22T09:00:00Z'));
  const started = performance.now();
  const saved = saveDraft({ ...ctx, db: store.db }, ClaimInput.parse(completeClaim(`PA-${i}`)));
  if (!saved.ok) throw new Error(saved.error.message);
  const created = performance.now();
  const edited = saveDraft(
    { ...ctx, db: store.db },
    ClaimInput.parse({ ...completeClaim(`PA-${i}`), id: saved.value.id, complain: `Fever, day ${i}` }),
  );
  if (!edited.ok) throw new Error(edited.error.message);
  if (i >= WARM_UP) {
    timings.create.push(created - started);
    timings.edit.push(performance.now() - created);
  }
}

/** Stores SCANS uploaded scans on submitted claims, then times retention's purge of them 60 days on. */
function purgeTiming(store: TempDb): { ms: number; bytes: number } {
  const at = '2026-01-01T00:00:00.000Z';
  const scan = Buffer.alloc(SCAN_BYTES, 7);
  const claim = store.db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, claim_no, created_at, updated_at)
     VALUES (?, 'submitted', 'B-1', 'PA-1', '2026-01-01', '{}', 'Fever', '[]', 1, ?, ?, ?)`,
  );
  const document = store.db.prepare(
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, state, attached_at, uploaded_at)
     VALUES (?, 'scan.pdf', 'application/pdf', ?, ?, 'uploaded', ?, ?)`,
  );
  store.db.transaction(() => {
    for (let i = 0; i < SCANS; i++) {
      claim.run(`scan-${i}`, `CLM-SCAN-${i}`, at, at);
      document.run(`scan-${i}`, SCAN_BYTES, scan, at, at);
    }
  })();
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  const now = new Date('2026-03-02T00:00:00.000Z');
  const started = performance.now();
  const counts = purgeExpired(store.db, DEFAULT_RETENTION, { desk: 'd', staff: 's', now: () => now }, 0);
  const elapsed = performance.now() - started;
  if (counts.documents !== SCANS) throw new Error(`purged ${counts.documents} of ${SCANS} scans`);
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  return { ms: elapsed, bytes: fs.statSync(store.file).size };
}

export function run(report: (line: BenchLine) => void): Promise<void> {
  return new Promise((resolve) => {
    const on = openTempDb();
    const off = openTempDb();
    const plain = openTempDb(PLAIN);
    try {
      off.db.pragma('secure_delete = OFF');
      if (on.db.pragma('secure_delete', { simple: true }) !== 1) throw new Error('secure_delete is not on');
      const withIt: Timings = { create: [], edit: [] };
      const without: Timings = { create: [], edit: [] };
      const onPlain: Timings = { create: [], edit: [] };
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        // Alternate which file goes first, so neither always follows the other's fsync.
        if (i % 2 === 0) {
          saveRound(on, i, withIt);
          saveRound(off, i, without);
        } else {
          saveRound(off, i, without);
          saveRound(on, i, withIt);
        }
        saveRound(plain, i, onPlain);
      }
      for (const list of [withIt, without, onPlain].flatMap((t) => [t.create, t.edit])) list.sort((a, b) => a - b);
      const ratio = percentile(withIt.edit, 50) / percentile(without.edit, 50);
      const purgeOn = purgeTiming(on);
      const purgeOff = purgeTiming(off);
      const purgePlain = purgeTiming(plain);
      const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      report({
        name: 'secure_delete: claim saves and a purge, with and without it (same run, encrypted store)',
        figures: {
          rounds: String(ROUNDS),
          'new draft p50 / p99, secure_delete on': `${ms(withIt.create, 50)} / ${ms(withIt.create, 99)}`,
          'new draft p50 / p99, off': `${ms(without.create, 50)} / ${ms(without.create, 99)}`,
          'draft edit p50 / p99, secure_delete on': `${ms(withIt.edit, 50)} / ${ms(withIt.edit, 99)}`,
          'draft edit p50 / p99, off': `${ms(without.edit, 50)} / ${ms(without.edit, 99)}`,
          [`purge of ${SCANS} scans of ${SCAN_BYTES / 1024} KB, on / off`]: `${purgeOn.ms.toFixed(1)} ms / ${purgeOff.ms.toFixed(1)} ms`,
          'data file after the purge, on / off': `${mb(purgeOn.bytes)} / ${mb(purgeOff.bytes)}`,
          'cost of encryption (secure_delete on), draft edit p50 encrypted / plain': againstPlain(
            percentile(withIt.edit, 50),
            percentile(onPlain.edit, 50),
            (v) => `${v.toFixed(2)} ms`,
          ),
          'cost of encryption (secure_delete on), purge encrypted / plain': againstPlain(
            purgeOn.ms,
            purgePlain.ms,
            (v) => `${v.toFixed(1)} ms`,
          ),
        },
        ratio: {
          label: 'draft edit p50, secure_delete on / off',
          value: ratio,
          target: `≤ ${TARGET_RATIO}`,
          pass: ratio <= TARGET_RATIO,
        },
      });
    } finally {
      on.close();
      off.close();
      plain.close();
    }
    resolve();
  });
}
