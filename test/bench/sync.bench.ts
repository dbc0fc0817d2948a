/**
 * Flushing 2,000 queued claims against the simulator with 20 ms added latency,
 * against the ideal count × latency ÷ concurrency (the concurrency the engine
 * actually uses: 4, its default). The simulator runs in its own process (its
 * CPU is the service's, not ClaimDesk's). Every claim is still marked `sending`
 * in a durable commit before its request; outcomes are recorded in group commits
 * (synchronous=FULL) that also mark the next claims (see main/sync/pool.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchLine } from './bench-line';
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase, writeTransaction } from '../../main/store/database';
import { createSyncEngine } from '../../main/sync/sync-engine';
import { authorizeMembers, deskContext, hook, queueSpec, tempDir, variedSpecs } from '../support/sync-world';
import { startSimProcess } from './sim-process';

const CLAIMS = 2_000;
const LATENCY_MS = 20;
const CONCURRENCY = 4;

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const sim = await startSimProcess();
  const dir = tempDir();
  const db = openDatabase(path.join(dir, 'claimdesk.sqlite'));
  const client = createRemoteClient({ baseUrl: sim.baseUrl, token: sim.token, connections: CONCURRENCY });
  try {
    const ctx = deskContext();
    const members = await authorizeMembers(sim, 6);
    const specs = variedSpecs(members, CLAIMS);
    writeTransaction(db, () => specs.forEach((spec) => queueSpec(db, ctx, spec)));
    await hook(sim, 'faults', { latencyMs: LATENCY_MS });

    const engine = createSyncEngine({ db, client, audit: ctx, concurrency: CONCURRENCY, debounceMs: 0 });
    let emitted = 0;
    engine.onStatus(() => (emitted += 1));
    const started = performance.now();
    const status = await engine.syncNow();
    const elapsed = performance.now() - started;
    await engine.stop();

    const submitted = db.prepare("SELECT count(*) FROM claims WHERE state = 'submitted'").pluck().get() as number;
    const ideal = (CLAIMS * LATENCY_MS) / CONCURRENCY;
    const ratio = elapsed / ideal;
    report({
      name: `sync: flush ${CLAIMS} queued claims, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}`,
      figures: {
        'elapsed ms': elapsed.toFixed(0),
        'ideal ms (count × latency ÷ concurrency)': ideal.toFixed(0),
        'claims submitted': `${submitted} of ${CLAIMS} (pending after: ${status.pendingCount})`,
        'claims per second': ((CLAIMS * 1000) / elapsed).toFixed(0),
        'status events': String(emitted),
      },
      ratio: { label: 'elapsed / ideal', value: ratio, target: '≤ 1.3', pass: ratio <= 1.3 && submitted === CLAIMS },
    });
  } finally {
    await client.close();
    db.close();
    await sim.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
