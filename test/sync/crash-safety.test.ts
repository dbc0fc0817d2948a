/**
 * Crash safety: a child process flushes ≥ 200 queued claims while this test
 * SIGKILLs it at random moments (≥ 30 times, some while acknowledgements are
 * being lost), restarting it each time; then a last run to completion. Every
 * claim must be on the service exactly once with its own claim_no, none lost,
 * none left for a person.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { queueSpec, startSyncWorld, variedSpecs, type SyncWorld } from '../support/sync-world';
import { expectExactlyOnce, localClaims, seededRandom } from './engine-harness';

const CLAIMS = 220;
const KILLS = 32;
const CHILD = path.join(__dirname, 'crash-child.ts');

let world: SyncWorld | undefined;
afterAll(async () => world?.close());

function startChild(w: SyncWorld): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, CRASH_DB: w.file, CRASH_URL: w.service.baseUrl, CRASH_TOKEN: w.service.token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the child printed `lines` status lines (or finished), and how it ended. */
function runChild(w: SyncWorld, killAfterLines: number | undefined): Promise<{ done: boolean; killed: boolean }> {
  const child = startChild(w);
  let seen = 0;
  let done = false;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.setEncoding('utf8');
  let buffered = '';
  child.stdout?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'done') done = true;
      else if (line.startsWith('status ')) seen += 1;
      if (killAfterLines !== undefined && seen >= killAfterLines && child.exitCode === null) child.kill('SIGKILL');
    }
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve({ done, killed: signal === 'SIGKILL' });
      else reject(new Error(`child exited with ${code ?? signal}: ${stderr}`));
    });
  });
}

it('sends every claim exactly once across 30+ SIGKILLs of the syncing process', async () => {
  world = await startSyncWorld({ seed: 11 }, 6);
  const w = world;
  w.service.sim.setFaults({ latencyMs: 2 });
  // Every seventh claim repeats the previous one's match key.
  const ids = variedSpecs(w.members, CLAIMS, 7).map((spec) => queueSpec(w.db, w.ctx, spec));

  const random = seededRandom(2026);
  let kills = 0;
  for (let round = 0; kills < KILLS && round < KILLS * 3; round++) {
    if (round === 10) w.service.sim.setFaults({ dropAfterCommitRate: 0.3 });
    if (round === 20) w.service.sim.setFaults({ dropAfterCommitRate: 0 });
    // A status line comes per group commit (about eight claims), so killing within the first nine
    // still leaves claims unsent after the 32nd kill (about 50 in practice).
    const outcome = await runChild(w, 1 + Math.floor(random() * 9));
    if (outcome.killed) kills += 1;
    if (outcome.done) break;
  }
  expect(kills).toBeGreaterThanOrEqual(KILLS);

  w.service.sim.setFaults({ dropAfterCommitRate: 0 });
  const last = await runChild(w, undefined);
  expect(last.done).toBe(true);

  const report = await expectExactlyOnce(w, ids);
  expect(report.remote).toHaveLength(CLAIMS);
  expect(localClaims(w.db).filter((row) => row.state === 'needs-attention')).toEqual([]);
  // Kills mid-send and lost acknowledgements did leave claims in doubt, and reconciliation found them.
  const recognised = w.db
    .prepare("SELECT count(*) FROM audit_log WHERE detail LIKE 'checked with the insurer: found as%'")
    .pluck()
    .get() as number;
  expect(recognised).toBeGreaterThan(0);
}, 120_000);
