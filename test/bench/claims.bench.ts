/**
 * Durable claim save: saveDraft of a realistic 5-line claim (one fsynced
 * transaction: claim, lines, audit) on a real database file in os.tmpdir() with
 * synchronous=FULL. Target: p99 < 5 ms per save. queueClaim, the second action
 * staff take, is its own transaction and is reported beside it, and so is the
 * floor of the same rows written with bare statements. The filesystem of the
 * temp folder is reported: tmpfs makes fsync free and the figure meaningless.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { queueClaim } from '../../main/claims/queue';
import { saveDraft } from '../../main/claims/save';
import { writeTransaction, type Db } from '../../main/store/database';
import { ClaimInput } from '../../shared/domain/claims';
import type { BenchLine } from './bench-line';
import { claimContext, completeClaim, openTempDb } from '../support/claims-fixtures';
import { percentile } from './stats';

const SAVES = 1_000;
const WARM_UP = 50;
const TARGET_P99_MS = 5;

function filesystemOf(dir: string): string {
  try {
    const lines = execFileSync('df', ['-T', dir], { encoding: 'utf8' }).trim().split('\n');
    return lines.at(-1)?.split(/\s+/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The floor on the same file: the same rows (claim, 5 lines, audit; then the
 * state change and its audit) written with bare prepared statements in two
 * fsynced transactions, without validation, mapping or read-back.
 */
function floorTimings(db: Db): { save: number[]; queue: number[] } {
  const insertClaim = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, created_at, updated_at) VALUES (?, 'draft', '', 'PA-1', '2026-11-20', '{}', '', '[]', 0, '', '')`,
  );
  const insertLine = db.prepare(
    `INSERT INTO claim_lines (claim_id, line_no, tariff_id, name, type, quantity, price_units)
     VALUES (?, ?, 'TRF-1', 'item', 'medication', 1, 10000)`,
  );
  const queue = db.prepare("UPDATE claims SET state = 'queued', batch_no = 'B-1' WHERE id = ?");
  const audit = db.prepare(
    "INSERT INTO audit_log (at, desk, staff, action, outcome, subject) VALUES ('', 'd', 's', 'claim.save', 'ok', ?)",
  );
  const save: number[] = [];
  const queued: number[] = [];
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    const id = `floor-${i}`;
    const started = performance.now();
    writeTransaction(db, () => {
      insertClaim.run(id);
      for (let line = 1; line <= 5; line++) insertLine.run(id, line);
      audit.run(id);
    });
    const saved = performance.now();
    writeTransaction(db, () => {
      queue.run(id);
      audit.run(id);
    });
    if (i >= WARM_UP) {
      save.push(saved - started);
      queued.push(performance.now() - saved);
    }
  }
  return { save: save.sort((a, b) => a - b), queue: queued.sort((a, b) => a - b) };
}

const ms = (sorted: readonly number[], p: number): string => `${percentile(sorted, p).toFixed(2)} ms`;

/** The runner's entry point; the measurement itself is synchronous (a throw rejects). */
export function run(report: (line: BenchLine) => void): Promise<void> {
  return new Promise((resolve) => {
    measure(report);
    resolve();
  });
}

function measure(report: (line: BenchLine) => void): void {
  const store = openTempDb();
  try {
    const ctx = claimContext(() => new Date('2026-11-22T09:00:00Z'));
    const synchronous = store.db.pragma('synchronous', { simple: true });
    const saves: number[] = [];
    const queues: number[] = [];
    for (let i = 0; i < WARM_UP + SAVES; i++) {
      const started = performance.now();
      const saved = saveDraft({ ...ctx, db: store.db }, ClaimInput.parse(completeClaim(`PA-${i}`)));
      if (!saved.ok) throw new Error(saved.error.message);
      const savedAt = performance.now();
      const queued = queueClaim({ ...ctx, db: store.db }, saved.value.id);
      if (!queued.ok) throw new Error(queued.error.message);
      if (i >= WARM_UP) {
        saves.push(savedAt - started);
        queues.push(performance.now() - savedAt);
      }
    }
    saves.sort((a, b) => a - b);
    queues.sort((a, b) => a - b);
    const p99 = percentile(saves, 99);
    const floor = floorTimings(store.db);
    report({
      name: 'Durable claim save (saveDraft, 5 lines, one fsynced transaction)',
      figures: {
        saves: String(SAVES),
        'save p50 / p99 / max': `${ms(saves, 50)} / ${ms(saves, 99)} / ${ms(saves, 100)}`,
        'floor save p50 / p99 (bare statements, same rows)': `${ms(floor.save, 50)} / ${ms(floor.save, 99)}`,
        'queueClaim p50 / p99': `${ms(queues, 50)} / ${ms(queues, 99)}`,
        'floor queue p50 / p99': `${ms(floor.queue, 50)} / ${ms(floor.queue, 99)}`,
        synchronous: synchronous === 2 ? 'FULL' : String(synchronous),
        tmpdir: `${os.tmpdir()} (${filesystemOf(store.dir)})`,
      },
      ratio: { label: 'save p99 / 5 ms', value: p99 / TARGET_P99_MS, target: '< 1', pass: p99 < TARGET_P99_MS },
    });
  } finally {
    store.close();
  }
}
