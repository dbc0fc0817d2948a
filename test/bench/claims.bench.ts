/**
 * Durable claim save: saveDraft of a realistic 5-line claim (one fsynced
 * transaction: claim, lines, audit) on a real database file in os.tmpdir() with
 * synchronous=FULL, against its floor: the same rows written with bare statements
 * on the same file (same pragmas, same file system), the two taking turns. Target:
 * save p99 at most TARGET_RATIO × the floor's p99. queueClaim, the second action
 * staff take, is its own transaction and is reported beside it. The filesystem of the
 * temp folder is reported: tmpfs makes fsync free and the figure meaningless.
 * The target is held on an encrypted file, as the app keeps its store; the same saves on a
 * plain file run in turn with them (cipher.ts), for the cost of encryption.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { queueClaim } from '../../main/claims/queue';
import { saveDraft } from '../../main/claims/save';
import { writeTransaction, type Db } from '../../main/store/database';
import { ClaimInput } from '../../shared/domain/claims';
import { againstFloor, type BenchLine } from './bench-line';
import { claimContext, completeClaim, openTempDb, type TempDb, SEND_ANYWAY } from '../support/claims-fixtures';
import { againstPlain, SIDES, type Side } from './cipher';
import { percentile } from './stats';

const SAVES = 1_000;
const WARM_UP = 50;
/** save p99 ÷ the bare statements' p99 (see docs/benchmarks.md for the figures it was set from). */
const TARGET_RATIO = 2.5;

function filesystemOf(dir: string): string {
  try {
    const lines = execFileSync('df', ['-T', dir], { encoding: 'utf8' }).trim().split('\n');
    return lines.at(-1)?.split(/\s+/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Save and queue times of one file, sorted once all rounds are in. */
interface Timings {
  readonly save: number[];
  readonly queue: number[];
}

/** One save and queue of a claim, by the app's use-cases or by the floor; answers [save ms, queue ms]. */
type Round = (i: number) => readonly [number, number];

function appRound(db: Db): Round {
  const ctx = claimContext(() => new Date('2026-11-22T09:00:00Z'));
  return (i) => {
    const started = performance.now();
    const saved = saveDraft({ ...ctx, db: db }, ClaimInput.parse(completeClaim(`PA-${i}`)));
    if (!saved.ok) throw new Error(saved.error.message);
    const savedAt = performance.now();
    const queued = queueClaim({ ...ctx, db: db }, saved.value.id, SEND_ANYWAY);
    if (!queued.ok) throw new Error(queued.error.message);
    return [savedAt - started, performance.now() - savedAt];
  };
}

/**
 * The floor on the same file: the same rows (claim, 5 lines, audit; then the
 * state change and its audit) written with bare prepared statements in two
 * fsynced transactions, without validation, mapping or read-back.
 */
function floorRound(db: Db): Round {
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
  return (i) => {
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
    return [saved - started, performance.now() - saved];
  };
}

/** The four series: the app's use-cases and the floor, each on the encrypted and the plain file. */
type Series = `${'app' | 'floor'}-${Side}`;

/**
 * WARM_UP + SAVES rounds of each series in turn (which goes first rotates), so the machine's drift,
 * and a neighbour's burst of disk writes, hits the app and its floor alike.
 */
function inTurn(rounds: Record<Series, Round>): Record<Series, Timings> {
  const series = Object.keys(rounds) as Series[];
  const timings = {} as Record<Series, Timings>;
  for (const name of series) timings[name] = { save: [], queue: [] };
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    for (let k = 0; k < series.length; k++) {
      const name = series[(i + k) % series.length] as Series;
      const [save, queue] = rounds[name](i);
      if (i < WARM_UP) continue;
      timings[name].save.push(save);
      timings[name].queue.push(queue);
    }
  }
  for (const { save, queue } of Object.values(timings)) {
    save.sort((a, b) => a - b);
    queue.sort((a, b) => a - b);
  }
  return timings;
}

const ms = (sorted: readonly number[], p: number): string => `${percentile(sorted, p).toFixed(2)} ms`;
const p50p99 = (sorted: readonly number[]): string => `${ms(sorted, 50)} / ${ms(sorted, 99)}`;
const costAt = (encrypted: readonly number[], plain: readonly number[], p: number): string =>
  againstPlain(percentile(encrypted, p), percentile(plain, p), (v) => `${v.toFixed(2)} ms`);

/** The runner's entry point; the measurement itself is synchronous (a throw rejects). */
export function run(report: (line: BenchLine) => void): Promise<void> {
  return new Promise((resolve) => {
    measure(report);
    resolve();
  });
}

function measure(report: (line: BenchLine) => void): void {
  const stores = new Map<Side, TempDb>();
  try {
    for (const { side, access } of SIDES) stores.set(side, openTempDb(access));
    const db = (side: Side): Db => {
      const store = stores.get(side);
      if (!store) throw new Error(`no ${side} store`);
      return store.db;
    };
    const synchronous = db('encrypted').pragma('synchronous', { simple: true });
    const all = inTurn({
      'app-encrypted': appRound(db('encrypted')),
      'floor-encrypted': floorRound(db('encrypted')),
      'app-plain': appRound(db('plain')),
      'floor-plain': floorRound(db('plain')),
    });
    const app = { encrypted: all['app-encrypted'], plain: all['app-plain'] };
    const floor = { encrypted: all['floor-encrypted'], plain: all['floor-plain'] };
    const { save, queue } = app.encrypted;
    report({
      name: 'Durable claim save (saveDraft, 5 lines, one fsynced transaction; encrypted store)',
      figures: {
        saves: String(SAVES),
        'save p50 / p99 / max': `${p50p99(save)} / ${ms(save, 100)}`,
        'floor save p50 / p99 (bare statements, same rows)': p50p99(floor.encrypted.save),
        'queueClaim p50 / p99': p50p99(queue),
        'floor queue p50 / p99': p50p99(floor.encrypted.queue),
        'plain store: save p50 / p99, floor save p50 / p99': `${p50p99(app.plain.save)}, ${p50p99(floor.plain.save)}`,
        'cost of encryption, save p50 encrypted / plain': costAt(save, app.plain.save, 50),
        'cost of encryption, save p99 encrypted / plain': costAt(save, app.plain.save, 99),
        'cost of encryption, queueClaim p50 encrypted / plain': costAt(queue, app.plain.queue, 50),
        synchronous: synchronous === 2 ? 'FULL' : String(synchronous),
        tmpdir: `${os.tmpdir()} (${filesystemOf(stores.get('encrypted')?.dir ?? os.tmpdir())})`,
      },
      ratio: againstFloor({
        label: 'save p99 ÷ floor save p99',
        measured: percentile(save, 99),
        floor: percentile(floor.encrypted.save, 99),
        limit: TARGET_RATIO,
        format: (v) => `${v.toFixed(2)} ms`,
        floorIs: 'bare statements, same rows, same file, p99',
      }),
    });
  } finally {
    for (const store of stores.values()) store.close();
  }
}
