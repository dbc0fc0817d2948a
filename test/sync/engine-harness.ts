/** Shared by the sync tests: a fast-retrying engine on a world, and the exactly-once checks. */
import { afterEach, expect } from 'vitest';
import type { SyncClient } from '../../main/sync/run/context';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../main/sync/engine/sync-engine';
import type { Db } from '../../main/store/database';
import type { SyncStatus } from '../../shared/domain/sync';
import { refOf, serviceClaims, type ServiceClaim, type SyncWorld } from '../support/sync-world';

/** A deterministic [0, 1) generator for backoff draws. */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Retries in milliseconds instead of minutes, reconciliation without a settle delay, no interval. */
export function fastEngine(world: SyncWorld, client: SyncClient, options: Partial<SyncEngineOptions> = {}): SyncEngine {
  return createSyncEngine({
    db: world.db,
    service: world.ctx.service,
    client,
    audit: world.ctx,
    concurrency: 4,
    intervalMs: 3_600_000,
    debounceMs: 1,
    settleMs: 0,
    backoff: { baseMs: 2, capMs: 20, random: seededRandom() },
    maxBusyWaitMs: 5,
    ...options,
  });
}

/** Runs until nothing is pending (claims and documents), or fails after the deadline. */
export async function syncToCompletion(engine: SyncEngine, timeoutMs = 15_000): Promise<SyncStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await engine.syncNow();
    if (status.pendingCount === 0 && status.pendingDocumentCount === 0) return status;
    if (Date.now() > deadline) throw new Error(`sync did not complete: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface LocalClaimRow {
  id: string;
  state: string;
  claim_no: string | null;
  outcome_unknown: number;
}

interface LocalDocumentRow {
  id: number;
  claim_id: string;
  state: string;
  outcome_unknown: number;
}

export const localClaims = (db: Db): LocalClaimRow[] =>
  db.prepare('SELECT id, state, claim_no, outcome_unknown FROM claims').all() as LocalClaimRow[];

/** How many claims in doubt reconciliation recognised on the service (its audit entries say so). */
export const adoptedByReconciliation = (db: Db): number =>
  db
    .prepare(
      "SELECT count(*) FROM audit_log WHERE action = 'claim.send' AND detail LIKE 'checked with the insurer: found as%'",
    )
    .pluck()
    .get() as number;

export const localDocuments = (db: Db): LocalDocumentRow[] =>
  db.prepare('SELECT id, claim_id, state, outcome_unknown FROM claim_documents').all() as LocalDocumentRow[];

export interface ExactlyOnceReport {
  readonly remote: ServiceClaim[];
  readonly flaggedDocuments: number;
}

/**
 * Every local claim in `ids` is submitted, on the service exactly once, with the
 * claim_no of its own copy; every document was attached at most once, exactly once
 * when uploaded, and is either uploaded or flagged as unconfirmable.
 */
export async function expectExactlyOnce(world: SyncWorld, ids: readonly string[]): Promise<ExactlyOnceReport> {
  const remote = (await serviceClaims(world.service)).filter((claim) => ids.includes(refOf(claim) ?? ''));
  const byRef = new Map<string, ServiceClaim[]>();
  for (const claim of remote) byRef.set(refOf(claim) ?? '', [...(byRef.get(refOf(claim) ?? '') ?? []), claim]);
  const local = new Map(localClaims(world.db).map((row) => [row.id, row]));
  for (const id of ids) {
    const copies = byRef.get(id) ?? [];
    expect(
      copies.map((copy) => copy.claim_no),
      `claim ${id} on the service`,
    ).toHaveLength(1);
    expect(local.get(id), `local claim ${id}`).toMatchObject({
      state: 'submitted',
      claim_no: copies[0]?.claim_no,
      outcome_unknown: 0,
    });
  }
  const remoteByNo = new Map(remote.map((claim) => [claim.claim_no, claim]));
  let flaggedDocuments = 0;
  for (const doc of localDocuments(world.db).filter((row) => ids.includes(row.claim_id))) {
    const copy = remoteByNo.get(local.get(doc.claim_id)?.claim_no ?? '');
    expect(copy?.documents ?? 0, `document ${doc.id} attached at most once`).toBeLessThanOrEqual(1);
    if (doc.state === 'uploaded') expect(copy?.documents).toBe(1);
    else {
      expect(doc).toMatchObject({ state: 'needs-attention', outcome_unknown: 1 });
      flaggedDocuments += 1;
    }
  }
  return { remote, flaggedDocuments };
}

/** What a test started, stopped after it: the engine first (in-flight requests aborted), then the world. */
export function cleanUpEachTest(): { world?: SyncWorld; engine?: SyncEngine } {
  const live: { world?: SyncWorld; engine?: SyncEngine } = {};
  afterEach(async () => {
    await live.engine?.stop({ abort: true });
    await live.world?.close();
    live.engine = undefined;
    live.world = undefined;
  });
  return live;
}
