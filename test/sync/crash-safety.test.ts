/**
 * Crash safety: a child process flushes 220 queued claims (lines of quantity
 * 1–3, some twins) while this test SIGKILLs it 32 times, restarting it each
 * time; then a last run to completion. Every claim must be on the service
 * exactly once with its own claim_no, none lost, none left in doubt or for a
 * person, under each personality of the simulator.
 *
 * The kills land at chosen moments, not at the mercy of the machine's speed: the
 * child blocks as the n-th claim answer (or the first batch listing) of its run
 * arrives and is killed there, so that answer is lost and the requests still in
 * flight land on the service unanswered. A run so records at most five sends,
 * and the queue outlasts the kills on any machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleChild, type ChildBundle } from '../support/child-bundle';
import {
  ownAuthorizations,
  PERSONALITIES,
  queueSpec,
  startSyncWorld,
  variedSpecs,
  type SyncWorld,
} from '../support/sync-world';
import { expectExactlyOnce, localClaims, seededRandom, adoptedByReconciliation } from './engine-harness';
import { onLines } from '../support/child-lines';

const CLAIMS = 220;
const KILLS = 32;

let child: ChildBundle | undefined;
beforeAll(async () => {
  child = await bundleChild(path.join(__dirname, 'crash-child.ts'));
});
afterAll(() => child?.remove());

let world: SyncWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

function startChild(w: SyncWorld, pauseAt: string | undefined): ChildProcess {
  if (!child) throw new Error('the child is not built');
  return spawn(process.execPath, [child.file], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      CRASH_DB: w.file,
      CRASH_URL: w.service.baseUrl,
      CRASH_TOKEN: w.service.token,
      ...(pauseAt ? { CRASH_PAUSE_AT: pauseAt } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the child until it pauses at `pauseAt` (then kills it) or finishes; says how it ended. */
function runChild(w: SyncWorld, pauseAt: string | undefined): Promise<{ done: boolean; killed: boolean }> {
  const child = startChild(w, pauseAt);
  let done = false;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (child.stdout)
    onLines(child.stdout, (line) => {
      if (line === 'done') done = true;
      if (line === 'paused' && child.exitCode === null) child.kill('SIGKILL');
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': only then has every line the child printed been read.
    child.once('close', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve({ done, killed: signal === 'SIGKILL' });
      else reject(new Error(`child exited with ${code ?? signal}: ${stderr}`));
    });
  });
}

const CRASH_PERSONALITIES = PERSONALITIES.slice(0, 2);

describe.each(CRASH_PERSONALITIES)('under the $name personality', ({ sim }) => {
  it('sends every claim exactly once across 32 SIGKILLs of the syncing process', async () => {
    world = await startSyncWorld({ seed: 11, ...sim }, 6);
    const w = world;
    // Every seventh claim repeats the one before it (on a visit of its own, as every claim).
    const specs = await ownAuthorizations(w.service, variedSpecs(w.members, CLAIMS, 7));
    w.service.sim.setFaults({ latencyMs: 2 });
    const ids = specs.map((spec) => queueSpec(w.db, w.ctx, spec));

    const random = seededRandom(2026);
    let kills = 0;
    for (let round = 0; kills < KILLS; round++) {
      if (round === 10) w.service.sim.setFaults({ dropAfterCommitRate: 0.3 });
      if (round === 20) w.service.sim.setFaults({ dropAfterCommitRate: 0 });
      // Mostly as a claim answer arrives (the 1st to 5th of the run), sometimes as the run's first batch listing
      // (a read-back, or the snapshot before sending) arrives.
      const pauseAt = random() < 0.2 ? 'read:1' : `submit:${1 + Math.floor(random() * 5)}`;
      const outcome = await runChild(w, pauseAt);
      expect(outcome, `round ${round} (${pauseAt}) finished the queue before the kills were done`).toMatchObject({
        done: false,
      });
      if (outcome.killed) kills += 1;
    }

    w.service.sim.setFaults({ dropAfterCommitRate: 0 });
    const last = await runChild(w, undefined);
    expect(last.done).toBe(true);

    const report = await expectExactlyOnce(w, ids);
    expect(report.remote).toHaveLength(CLAIMS);
    expect(localClaims(w.db).filter((row) => row.state !== 'submitted')).toEqual([]);
    // Kills mid-send and lost acknowledgements did leave claims in doubt, and reconciliation found them.
    const recognised = adoptedByReconciliation(w.db);
    expect(recognised).toBeGreaterThan(0);
  }, 180_000);
});
