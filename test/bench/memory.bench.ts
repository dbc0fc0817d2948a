/**
 * Resident memory of the core with 100,000 tariffs and 10,000 claims in its
 * store: the store is prepared here (tariffs through the tariff module's writer,
 * claims through the claims module), then measured in a child process run with
 * --expose-gc, so this harness's own memory does not count. A bare Node child
 * gives the floor the target is a ratio to (Node's own resident memory moves with its version). The store is encrypted, as the app keeps it (the target is held to it);
 * the same store in a plain file is measured beside it (cipher.ts), for the cost of encryption.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { againstFloor, type BenchLine } from './bench-line';
import { queueSpec, deskContext, tempDir, type AuthorizedMember } from '../support/sync-world';
import { openDatabase, writeTransaction } from '../../main/store/database';
import { replaceTariffs, type IncomingTariff } from '../../main/tariffs/tariff-writes';
import type { Money } from '../../shared/money';
import type { StoreAccess } from '../../main/store/sqlite';
import { againstPlain, SIDES, type Side } from './cipher';

const TARIFFS = 100_000;
const CLAIMS = 10_000;
/** Resident ÷ a bare Node child's resident, in the same run (docs/benchmarks.md). */
const TARGET_RATIO = 4.5;
const MB = 1024 * 1024;

const WORDS = [
  'Consultation',
  'Paediatric',
  'Review',
  'Full blood count',
  'X-ray chest',
  'Amoxicillin 500mg',
  'Dental filling',
  'Ultrasound',
];

function tariffs(): IncomingTariff[] {
  return Array.from({ length: TARIFFS }, (_, i) => ({
    providerId: 'PRV-001',
    id: `TRF-001-${String(i + 1).padStart(6, '0')}`,
    name: `${WORDS[i % WORDS.length] ?? ''} ${i}`,
    price: BigInt(1_000_000 + (i % 500) * 2_500) as Money,
    accessType: i % 5 === 0 ? 'pre-auth' : 'direct',
  }));
}

function prepare(file: string, access: StoreAccess): void {
  const db = openDatabase(file, access);
  const ctx = deskContext();
  writeTransaction(db, () => replaceTariffs(db, ['PRV-001'], tariffs(), () => undefined));
  const names = ['Aisha Mugo Njoroge', 'Grace Mutua', 'Fatuma Kowalski Chepkoech', 'Peter Otieno'];
  writeTransaction(db, () => {
    for (let i = 0; i < CLAIMS; i++) {
      // Each claim is a visit of its own, with its own authorization.
      const member: AuthorizedMember = {
        name: names[i % names.length] ?? '',
        authorizationNo: `PA-${String(i + 1).padStart(6, '0')}`,
      };
      queueSpec(db, ctx, {
        member,
        attendanceDate: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}`,
        price: `${500 + (i % 90) * 10}.50`,
      });
    }
    // Most are long since submitted; a tenth still waits.
    db.prepare(
      `UPDATE claims SET state = 'submitted', claim_no = 'CLM-' || rowid, amount_claimed_units = amount_units,
         submitted_at = updated_at WHERE rowid % 10 <> 0`,
    ).run();
  });
  db.close();
}

function measure(args: string[], env: NodeJS.ProcessEnv): { rss: number; heapUsed: number; gc: boolean } {
  const out = execFileSync(process.execPath, args, { cwd: path.join(__dirname, '..', '..'), env, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { rss: number; heapUsed: number; gc: boolean };
}

export function run(report: (line: BenchLine) => void): Promise<void> {
  const dir = tempDir();
  try {
    const file = (side: Side): string => path.join(dir, `${side}.sqlite`);
    const cores = SIDES.map(({ side, access }) => {
      prepare(file(side), access);
      return measure(['--expose-gc', '--import', 'tsx', 'test/bench/memory-child.ts'], {
        ...process.env,
        MEMORY_DB: file(side),
        MEMORY_SIDE: side,
      });
    });
    const [core, plain] = cores;
    if (!core || !plain) throw new Error('a side was not measured');
    const bare = measure(
      [
        '--expose-gc',
        '-e',
        'gc(); const m = process.memoryUsage(); console.log(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, gc: true }))',
      ],
      process.env,
    );
    const rssMb = core.rss / MB;
    report({
      name: `memory: core with ${TARIFFS.toLocaleString('en')} tariffs and ${CLAIMS.toLocaleString('en')} claims loaded (encrypted store)`,
      figures: {
        'resident MB (after GC)': rssMb.toFixed(1),
        'JS heap used MB': (core.heapUsed / MB).toFixed(1),
        'bare Node resident MB': (bare.rss / MB).toFixed(1),
        'store file MB': (fs.statSync(file('encrypted')).size / MB).toFixed(1),
        'cost of encryption, resident MB encrypted / plain': againstPlain(rssMb, plain.rss / MB, (v) => v.toFixed(1)),
        'store file MB, plain': (fs.statSync(file('plain')).size / MB).toFixed(1),
        'measured with': core.gc
          ? 'node --expose-gc, in a child process (includes tsx loading the TypeScript sources)'
          : 'no GC available',
      },
      ratio: againstFloor({
        label: 'resident ÷ bare Node resident',
        measured: rssMb,
        floor: bare.rss / MB,
        limit: TARGET_RATIO,
        format: (v) => `${v.toFixed(1)} MB`,
        floorIs: 'a bare Node child, after GC',
      }),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return Promise.resolve();
}
