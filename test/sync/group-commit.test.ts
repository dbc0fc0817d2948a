/**
 * Group commits: answers are recorded in batches after the next requests have
 * started. A crash between an accepted answer and the commit that records it
 * leaves the claim in doubt; the next start adopts its claim_no by reconciliation
 * and sends nothing again. The UI is never told of an outcome before it is
 * committed: a second connection (which sees only committed data) agrees with
 * every status event.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { bundleChild, type ChildBundle } from '../support/child-bundle';
import { openDatabase } from '../../main/store/database';
import { outboxCounts } from '../../main/claims/read';
import { ownAuthorizations, queueSpec, startSyncWorld, variedSpecs, type SyncWorld } from '../support/sync-world';
import {
  expectExactlyOnce,
  fastEngine,
  localClaims,
  syncToCompletion,
  adoptedByReconciliation,
} from './engine-harness';
import { testAccess } from '../support/store-access';

let world: SyncWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

let bundle: ChildBundle | undefined;
beforeAll(async () => {
  bundle = await bundleChild(path.join(__dirname, 'crash-child.ts'));
});
afterAll(() => bundle?.remove());

function runCrashingChild(w: SyncWorld, afterAnswers: number): Promise<NodeJS.Signals | number | null> {
  if (!bundle) throw new Error('the child is not built');
  const child = spawn(process.execPath, [bundle.file], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      CRASH_DB: w.file,
      CRASH_URL: w.service.baseUrl,
      CRASH_TOKEN: w.service.token,
      CRASH_AFTER_ANSWERS: String(afterAnswers),
    },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(signal ?? code));
  });
}

it('adopts, never resends, a claim whose answer arrived but was not yet committed at a crash', async () => {
  world = await startSyncWorld({ seed: 5 }, 4);
  const w = world;
  const ids = (await ownAuthorizations(w.service, variedSpecs(w.members, 12))).map((spec) =>
    queueSpec(w.db, w.ctx, spec),
  );

  expect(await runCrashingChild(w, 3)).toBe('SIGKILL');
  const inDoubt = localClaims(w.db).filter((row) => row.state === 'sending');
  // The third answer (at least) was lost with the process: on the service, still `sending` here.
  expect(inDoubt.length).toBeGreaterThan(0);

  const client = w.client();
  const engine = fastEngine(w, client);
  await syncToCompletion(engine);
  await engine.stop();
  const report = await expectExactlyOnce(w, ids);
  expect(report.remote).toHaveLength(ids.length);
  const adopted = adoptedByReconciliation(w.db);
  expect(adopted).toBeGreaterThan(0);
}, 30_000);

it('tells the UI only what another connection already sees committed', async () => {
  world = await startSyncWorld({ seed: 6 }, 4);
  const w = world;
  const specs = await ownAuthorizations(w.service, variedSpecs(w.members, 40));
  w.service.sim.setFaults({ latencyMs: 2 });
  const ids = specs.map((spec) => queueSpec(w.db, w.ctx, spec));
  const observer = openDatabase(w.file, testAccess);
  try {
    const client = w.client();
    const engine = fastEngine(w, client);
    const mismatches: string[] = [];
    let events = 0;
    engine.onStatus((status) => {
      events += 1;
      const { queued, sending } = outboxCounts({ db: observer }).byState;
      if (queued + sending !== status.pendingCount)
        mismatches.push(`status ${status.pendingCount} pending, committed ${queued + sending}`);
    });
    await syncToCompletion(engine);
    await engine.stop();
    expect(events).toBeGreaterThan(2);
    expect(mismatches).toEqual([]);
    await expectExactlyOnce(w, ids);
  } finally {
    observer.close();
  }
}, 30_000);
