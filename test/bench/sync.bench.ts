/**
 * Flushing 2,000 queued claims against the simulator with 20 ms added latency,
 * against the ideal count × latency ÷ concurrency (the concurrency the engine
 * actually uses: 4, its default). The simulator runs in its own process (its
 * CPU is the service's, not ClaimDesk's). Every claim is still marked `sending`
 * in a durable commit before its request; outcomes are recorded in group commits
 * (synchronous=FULL) that also mark the next claims (see main/sync/sending/pipeline.ts).
 *
 * One short flush warms the code up first; then RUNS flushes, each into a fresh
 * store, each followed by the same bodies sent by the bare client with the same
 * concurrency and no store at all (the floor): the target is the median of the
 * pairs' engine ÷ bare client, the engine's own cost, which the machine's load
 * moves much less than the arithmetic ideal (count × latency ÷ concurrency,
 * printed beside it).
 * The flushes run on encrypted stores, as the app keeps its store (the target is held to them),
 * and, in turn with them, on plain ones (cipher.ts), for the cost of encryption.
 */
import fs from 'node:fs';
import path from 'node:path';
import { againstFloor, type BenchLine } from './bench-line';
import { getClaim } from '../../main/claims/read';
import { toClaimSubmission } from '../../main/claims/submission';
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase, writeTransaction, type Db } from '../../main/store/database';
import { createSyncEngine } from '../../main/sync/engine/sync-engine';
import type { ClaimSubmission } from '../../shared/wire/claims';
import {
  authorizeMembers,
  deskContext,
  hook,
  ownAuthorizations,
  queueSpec,
  tempDir,
  variedSpecs,
  type ClaimSpec,
} from '../support/sync-world';
import { startSimProcess, type SimProcess } from './sim-process';
import type { StoreAccess } from '../../main/store/sqlite';
import { againstPlain, SIDES, type Side } from './cipher';
import { median } from './stats';

const CLAIMS = 2_000;
const WARM_UP_CLAIMS = 200;
const RUNS = 3;
const LATENCY_MS = 20;
const CONCURRENCY = 4;
/** The engine's flush ÷ the bare client's, same bodies, runs in turn, median of the pairs (docs/benchmarks.md). */
const TARGET_RATIO = 1.4;

interface Store {
  readonly db: Db;
  readonly ids: string[];
  close(): void;
}

/** Each store's claims go in a batch of their own, so an earlier flush's claims on the simulator are not another
 * desk's claims for the same visits (main/sync/sending/look-alike-check.ts would rightly hold them all). */
let stores = 0;

function queuedStore(visits: readonly ClaimSpec[], count: number, access: StoreAccess): Store {
  const dir = tempDir();
  const db = openDatabase(path.join(dir, 'claimdesk.sqlite'), access);
  const ctx = deskContext();
  const batchNo = `B-BENCH-${++stores}`;
  const specs = visits.slice(0, count).map((spec) => ({ ...spec, batchNo }));
  const ids = writeTransaction(db, () => specs.map((spec) => queueSpec(db, ctx, spec)));
  return {
    db,
    ids,
    close: () => {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One flush of `count` queued claims by the engine: elapsed ms, how many ended submitted, how many batch
 * listings the engine read (the snapshot before sending, see main/sync/sending/read-before-send.ts), and what one
 * read of the full batch costs once the flush is done.
 */
async function flush(sim: SimProcess, visits: readonly ClaimSpec[], count: number, access: StoreAccess) {
  const store = queuedStore(visits, count, access);
  const client = createRemoteClient({ baseUrl: sim.baseUrl, token: sim.token, connections: CONCURRENCY });
  let batchReads = 0;
  const counting: typeof client = {
    ...client,
    listClaimsByBatch: (...args) => {
      batchReads += 1;
      return client.listClaimsByBatch(...args);
    },
  };
  try {
    const engine = createSyncEngine({
      db: store.db,
      service: deskContext().service,
      client: counting,
      audit: deskContext(),
      concurrency: CONCURRENCY,
      debounceMs: 0,
    });
    let events = 0;
    engine.onStatus(() => (events += 1));
    const started = performance.now();
    const status = await engine.syncNow();
    const elapsed = performance.now() - started;
    await engine.stop();
    const submitted = store.db.prepare("SELECT count(*) FROM claims WHERE state = 'submitted'").pluck().get() as number;
    const readStarted = performance.now();
    const listing = await client.listClaimsByBatch({ batch_no: 'B-2026-11' });
    const fullRead = performance.now() - readStarted;
    if (!listing.ok) throw new Error(`the batch read failed: ${listing.error.kind}`);
    return { elapsed, submitted, pending: status.pendingCount, events, batchReads, fullRead };
  } finally {
    await client.close();
    store.close();
  }
}

/** The claims' bodies as the engine sends them, for the bare client. */
function claimBodies(visits: readonly ClaimSpec[]): ClaimSubmission[] {
  const store = queuedStore(visits, CLAIMS, SIDES[0].access);
  try {
    return store.ids.map((id) => {
      const view = getClaim(store, id);
      if (!view) throw new Error(`claim ${id} is missing`);
      return toClaimSubmission(view);
    });
  } finally {
    store.close();
  }
}

/** The same claim bodies sent by the bare client, CONCURRENCY at a time, nothing stored: elapsed ms. */
async function bareClient(sim: SimProcess, bodies: readonly ClaimSubmission[]): Promise<number> {
  const client = createRemoteClient({ baseUrl: sim.baseUrl, token: sim.token, connections: CONCURRENCY });
  try {
    let next = 0;
    const slot = async (): Promise<void> => {
      for (let body = bodies[next++]; body; body = bodies[next++]) {
        const answer = await client.submitClaim(body);
        if (!answer.ok) throw new Error(`the bare client's claim failed: ${answer.error.kind}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, slot));
    return performance.now() - started;
  } finally {
    await client.close();
  }
}

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const sim = await startSimProcess();
  try {
    // Each claim of a flush on a visit of its own (one claim per authorization); each flush is a fresh desk, so
    // every flush takes the same visits.
    const visits = await ownAuthorizations(sim, variedSpecs(await authorizeMembers(sim, 6), CLAIMS));
    await hook(sim, 'faults', { latencyMs: LATENCY_MS });
    await flush(sim, visits, WARM_UP_CLAIMS, SIDES[0].access);
    const bodies = claimBodies(visits);
    const flushes: Record<Side, Awaited<ReturnType<typeof flush>>[]> = { encrypted: [], plain: [] };
    const bares: number[] = [];
    // Engine and bare client take turns (engine, bare, engine, bare, …), so the machine's load hits both alike;
    // the plain store's flush runs between the pairs, for the cost of encryption.
    for (let i = 0; i < RUNS; i++) {
      flushes.encrypted.push(await flush(sim, visits, CLAIMS, SIDES[0].access));
      bares.push(await bareClient(sim, bodies));
      flushes.plain.push(await flush(sim, visits, CLAIMS, SIDES[1].access));
    }
    const bare = median(bares);
    const pairs = flushes.encrypted.map((r, i) => r.elapsed / (bares[i] ?? Number.NaN));
    const engineShare = median(pairs);

    const ideal = (CLAIMS * LATENCY_MS) / CONCURRENCY;
    const runs = flushes.encrypted;
    const elapsed = median(runs.map((r) => r.elapsed));
    const plainElapsed = median(flushes.plain.map((r) => r.elapsed));
    const allSubmitted = runs.every((r) => r.submitted === CLAIMS && r.pending === 0);
    report({
      name: `sync: flush ${CLAIMS} queued claims, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY} (median of ${RUNS}, encrypted store)`,
      figures: {
        'elapsed ms': elapsed.toFixed(0),
        'ideal ms (count × latency ÷ concurrency)': ideal.toFixed(0),
        'all runs, elapsed ÷ ideal': runs.map((r) => (r.elapsed / ideal).toFixed(3)).join(', '),
        'claims submitted per run': runs.map((r) => `${r.submitted} (pending after: ${r.pending})`).join(', '),
        'claims per second': ((CLAIMS * 1000) / elapsed).toFixed(0),
        'status events per run': runs.map((r) => r.events).join(', '),
        'batch listings read per run (the snapshot before sending)': runs.map((r) => r.batchReads).join(', '),
        'one read of the full batch afterwards, ms (what a snapshot costs at most)': runs
          .map((r) => r.fullRead.toFixed(0))
          .join(', '),
        'bare client, same bodies, no store, all runs: elapsed ÷ ideal': bares
          .map((b) => (b / ideal).toFixed(3))
          .join(', '),
        'engine ÷ bare client, pair by pair': pairs.map((r) => r.toFixed(3)).join(', '),
        'plain store, all runs, elapsed ÷ ideal': flushes.plain.map((r) => (r.elapsed / ideal).toFixed(3)).join(', '),
        'cost of encryption, elapsed encrypted / plain (medians)': againstPlain(
          elapsed,
          plainElapsed,
          (v) => `${v.toFixed(0)} ms`,
        ),
      },
      ratio: {
        ...againstFloor({
          label: 'engine elapsed ÷ bare client elapsed, median of the pairs',
          measured: elapsed,
          floor: bare,
          limit: TARGET_RATIO,
          format: (v) => `${v.toFixed(0)} ms`,
          floorIs: 'the bare client sending the same bodies, no store, same latency, in turn with the engine, median',
        }),
        value: engineShare,
        pass: engineShare <= TARGET_RATIO && allSubmitted && flushes.plain.every((r) => r.submitted === CLAIMS),
      },
    });
  } finally {
    await sim.close();
  }
}
