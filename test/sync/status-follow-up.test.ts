/**
 * Status follow-up against the simulator on loopback: one read per batch, the insurer's status and recorded
 * amount kept with their history, claims dropped from a listing flagged (never deleted), the schedule on the
 * desk's clock, failures and offline, and sends never waiting on follow-up reads.
 */
import { describe, expect, it } from 'vitest';
import type { RemoteClient } from '../../main/remote/client';
import { DEFAULT_BACKOFF } from '../../main/jobs/backoff';
import type { RunContext, SyncClient } from '../../main/sync/run/context';
import { createStatusFollowUp } from '../../main/sync/follow-up/status-follow-up';
import { recordedUnits } from '../../main/sync/follow-up/status-follow-up-store';
import { DEFAULT_FOLLOW_UP, type FollowUpSettings } from '../../shared/domain/settings';
import { moneyFromNumber } from '../../shared/money';
import type { SimOptions } from '../../main/sim/options';
import {
  hook,
  ownAuthorizations,
  PERSONALITIES,
  queueSpec,
  serviceClaims,
  startSyncWorld,
  waitFor,
  type SyncWorld,
} from '../support/sync-world';
import { cleanUpEachTest, fastEngine, seededRandom, syncToCompletion } from './engine-harness';

const live = cleanUpEachTest();

interface InsurerRow {
  id: string;
  state: string;
  claim_no: string;
  insurer_status: string | null;
  insurer_amount_units: number | null;
  insurer_seen_at: string | null;
  insurer_missing_at: string | null;
  insurer_changed_at: string | null;
}

const insurerRow = (world: SyncWorld, id: string): InsurerRow =>
  world.db
    .prepare(
      `SELECT id, state, claim_no, insurer_status, insurer_amount_units, insurer_seen_at, insurer_missing_at,
         insurer_changed_at FROM claims WHERE id = ?`,
    )
    .get(id) as InsurerRow;

const history = (world: SyncWorld, id: string) =>
  world.db
    .prepare('SELECT status, amount_units, seen_at FROM claim_status_history WHERE claim_id = ? ORDER BY id')
    .all(id) as { status: string; amount_units: number | null; seen_at: string }[];

/** Every call the engine makes, in order: a batch read names its batch. */
function loggingClient(client: RemoteClient, gate?: { active: boolean; opened?: Promise<void>; reached?: boolean }) {
  const calls: string[] = [];
  const wrapped: SyncClient = {
    submitClaim: (...args) => {
      calls.push('submit');
      return client.submitClaim(...args);
    },
    uploadDocument: (...args) => client.uploadDocument(...args),
    getAuthorization: (...args) => client.getAuthorization(...args),
    listClaimsByBatch: async (...args) => {
      calls.push(`read ${args[0].batch_no}`);
      if (gate?.active) {
        gate.active = false;
        gate.reached = true;
        await gate.opened;
      }
      return client.listClaimsByBatch(...args);
    },
  };
  return { calls, client: wrapped };
}

const readsOf = (calls: readonly string[]) => calls.filter((call) => call.startsWith('read '));

/** A desk clock the test moves by hand. */
function deskClock(start = Date.now()) {
  let nowMs = start;
  return { now: () => new Date(nowMs), advance: (ms: number) => void (nowMs += ms) };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function worldWithClaims(sim: SimOptions, clock: ReturnType<typeof deskClock>) {
  const world = await startSyncWorld(sim, 3);
  live.world = world;
  const ctx = { ...world.ctx, now: clock.now };
  const [a, b, c] = world.members as [SyncWorld['members'][0], SyncWorld['members'][0], SyncWorld['members'][0]];
  // A's second visit, a claim of its own.
  const [b1] = await ownAuthorizations(world.service, [
    { member: a, attendanceDate: '2026-11-05', price: '99.99', batchNo: 'B-B' },
  ]);
  if (!b1) throw new Error('no second visit');
  const ids = {
    a1: queueSpec(world.db, ctx, { member: a, attendanceDate: '2026-11-02', price: '1200.50', batchNo: 'B-A' }),
    a2: queueSpec(world.db, ctx, {
      member: b,
      attendanceDate: '2026-11-03',
      price: '800',
      quantity: 3,
      batchNo: 'B-A',
    }),
    a3: queueSpec(world.db, ctx, { member: c, attendanceDate: '2026-11-04', price: '310.25', batchNo: 'B-A' }),
    b1: queueSpec(world.db, ctx, b1),
  };
  return { world, ctx, ids };
}

describe.each(PERSONALITIES)('under the $name personality', ({ sim }) => {
  it('reads each batch once, keeps status, recorded amount and history, and flags a claim its listing drops', async () => {
    const clock = deskClock();
    const { world, ctx, ids } = await worldWithClaims(sim, clock);
    const logged = loggingClient(world.client());
    const followUp = createStatusFollowUp(() => DEFAULT_FOLLOW_UP);
    const engine = fastEngine(world, logged.client, { audit: ctx, followUp: followUp.step });
    live.engine = engine;
    await syncToCompletion(engine);

    // "Sync now" with nothing to send: one read per batch, never one per claim.
    logged.calls.length = 0;
    await engine.syncNow();
    expect(readsOf(logged.calls).sort()).toEqual(['read B-A', 'read B-B']);

    const remote = new Map((await serviceClaims(world.service)).map((claim) => [claim.claim_no, claim]));
    for (const id of Object.values(ids)) {
      const row = insurerRow(world, id);
      const recorded = remote.get(row.claim_no)?.amount_claimed ?? Number.NaN;
      expect(row).toMatchObject({ state: 'submitted', insurer_status: 'Received', insurer_missing_at: null });
      // Kept exactly as the insurer recorded it (its personality may have adjusted it), in money units.
      expect(row.insurer_amount_units).toBe(Number(moneyFromNumber(recorded)));
      expect(row.insurer_seen_at).toBe(clock.now().toISOString());
      // Received as sent: nothing new for staff.
      expect(row.insurer_changed_at).toBeNull();
      expect(history(world, id)).toHaveLength(1);
    }

    // The insurer decides: statuses the document never lists, a new amount, a claim dropped from the listing.
    const no = (id: string) => insurerRow(world, id).claim_no;
    const receivedA1 = insurerRow(world, ids.a1).insurer_amount_units;
    await hook(world.service, 'claim-status', { claim_no: no(ids.a1), status: 'Rejected', claimed_amount: 1150.1234 });
    await hook(world.service, 'claim-status', { claim_no: no(ids.a2), status: 'Approved - partly paid' });
    await hook(world.service, 'claim-status', { claim_no: no(ids.a3), listed: false });
    clock.advance(60_000);
    logged.calls.length = 0;
    await engine.syncNow();
    expect(readsOf(logged.calls).sort()).toEqual(['read B-A', 'read B-B']);
    const seenAt = clock.now().toISOString();

    expect(insurerRow(world, ids.a1)).toMatchObject({
      insurer_status: 'Rejected',
      insurer_amount_units: 11_501_234,
      insurer_changed_at: seenAt,
    });
    expect(history(world, ids.a1).map((entry) => [entry.status, entry.amount_units])).toEqual([
      ['Received', receivedA1],
      ['Rejected', 11_501_234],
    ]);
    expect(insurerRow(world, ids.a2)).toMatchObject({
      insurer_status: 'Approved - partly paid',
      insurer_changed_at: seenAt,
    });
    expect(history(world, ids.a2).map((entry) => entry.status)).toEqual(['Received', 'Approved - partly paid']);
    // Flagged, not deleted: still submitted, its last status kept.
    expect(insurerRow(world, ids.a3)).toMatchObject({
      state: 'submitted',
      insurer_status: 'Received',
      insurer_missing_at: seenAt,
      insurer_changed_at: seenAt,
    });
    expect(insurerRow(world, ids.b1).insurer_changed_at).toBeNull();
    expect(engine.status().lastError).toBeUndefined();

    // Shown again: the flag goes.
    await hook(world.service, 'claim-status', { claim_no: no(ids.a3), listed: true });
    clock.advance(60_000);
    await engine.syncNow();
    expect(insurerRow(world, ids.a3)).toMatchObject({
      insurer_missing_at: null,
      insurer_seen_at: clock.now().toISOString(),
    });
    // A listing that changes nothing adds no history.
    expect(history(world, ids.a2)).toHaveLength(2);
  });
});

describe('when batches are read', () => {
  function runContext(world: SyncWorld, client: SyncClient, now: () => Date, force = false): RunContext {
    return {
      db: world.db,
      service: world.ctx.service,
      client,
      audit: { ...world.ctx, now },
      backoff: { ...DEFAULT_BACKOFF, random: seededRandom() },
      settleMs: 0,
      signal: new AbortController().signal,
      force,
      sentAs: 'unit',
    };
  }

  it('on the interval, on "Sync now", when a batch is opened, and only for claims younger than the setting', async () => {
    const clock = deskClock();
    const { world, ctx } = await worldWithClaims({}, clock);
    const engine = fastEngine(world, world.client(), { audit: ctx });
    live.engine = engine;
    await syncToCompletion(engine);

    let settings: FollowUpSettings = DEFAULT_FOLLOW_UP;
    const followUp = createStatusFollowUp(() => settings);
    const logged = loggingClient(world.client());
    const step = async (force = false): Promise<string[]> => {
      logged.calls.length = 0;
      expect(await followUp.step(runContext(world, logged.client, clock.now, force), () => false)).toEqual({
        unreadBatches: 0,
      });
      return readsOf(logged.calls);
    };

    expect(await step()).toEqual(['read B-A', 'read B-B']); // never read yet
    clock.advance(HOUR);
    expect(await step()).toEqual([]);
    clock.advance(5 * HOUR); // six hours since the last read
    expect(await step()).toEqual(['read B-A', 'read B-B']);
    expect(await step(true)).toEqual(['read B-A', 'read B-B']); // "Sync now" does not wait for the interval

    followUp.want('B-B'); // staff opened the batch
    expect(await step()).toEqual(['read B-B']);
    expect(await step()).toEqual([]);

    settings = { maxAgeDays: 90, intervalHours: 1 };
    clock.advance(HOUR);
    expect(await step()).toEqual(['read B-A', 'read B-B']);

    // Sent more than maxAgeDays ago: no longer followed up, even on "Sync now"; opening the batch still reads it.
    clock.advance(91 * DAY);
    expect(await step(true)).toEqual([]);
    followUp.want('B-A');
    expect(await step(true)).toEqual(['read B-A']);
    settings = { maxAgeDays: 120, intervalHours: 6 };
    expect(await step()).toEqual(['read B-B']); // B-A was read just now
  });

  it('backs a failing batch off, stops on offline, and leaves statuses as they were', async () => {
    const clock = deskClock();
    const { world, ctx, ids } = await worldWithClaims({}, clock);
    const engine = fastEngine(world, world.client(), { audit: ctx });
    live.engine = engine;
    await syncToCompletion(engine);
    const followUp = createStatusFollowUp(() => DEFAULT_FOLLOW_UP);
    const logged = loggingClient(world.client({ timeoutMs: 2_000 }));

    world.service.sim.setFaults({ serverErrorRate: 1, serverErrorStatus: 500, pathPrefix: '/v1/claims/batch' });
    expect(await followUp.step(runContext(world, logged.client, clock.now), () => false)).toEqual({
      unreadBatches: 2,
    });
    expect(readsOf(logged.calls)).toEqual(['read B-A', 'read B-B']);
    logged.calls.length = 0;
    // Each waits out its own backoff, and is still counted as unread.
    expect(await followUp.step(runContext(world, logged.client, clock.now), () => false)).toEqual({
      unreadBatches: 2,
    });
    expect(readsOf(logged.calls)).toEqual([]);
    expect(insurerRow(world, ids.a1).insurer_status).toBeNull();

    await hook(world.service, 'faults', { serverErrorRate: 0, down: true });
    const offline = await followUp.step(runContext(world, logged.client, clock.now, true), () => false);
    expect(offline.stop?.stop).toBe('offline');
    expect(offline.unreadBatches).toBe(2);
    expect(readsOf(logged.calls)).toEqual(['read B-A']); // the first failure stops the step
    world.service.sim.setFaults({ down: false });

    // A read that succeeds takes its batch off the count; a batch no longer followed is forgotten.
    logged.calls.length = 0;
    expect(await followUp.step(runContext(world, logged.client, clock.now, true), () => false)).toEqual({
      unreadBatches: 0,
    });
    expect(readsOf(logged.calls)).toEqual(['read B-A', 'read B-B']);
    world.service.sim.setFaults({ serverErrorRate: 1, serverErrorStatus: 500, pathPrefix: '/v1/claims/batch' });
    expect((await followUp.step(runContext(world, logged.client, clock.now, true), () => false)).unreadBatches).toBe(2);
    clock.advance(91 * DAY);
    expect(await followUp.step(runContext(world, logged.client, clock.now, true), () => false)).toEqual({
      unreadBatches: 0,
    });
  });

  it('gives way to a send: a claim queued during a follow-up read is sent before the next batch is read', async () => {
    const clock = deskClock();
    const { world, ctx } = await worldWithClaims({}, clock);
    let open: () => void = () => undefined;
    const gate = { active: false, reached: false, opened: new Promise<void>((resolve) => (open = resolve)) };
    const logged = loggingClient(world.client(), gate);
    const followUp = createStatusFollowUp(() => DEFAULT_FOLLOW_UP);
    const engine = fastEngine(world, logged.client, { audit: ctx, followUp: followUp.step });
    live.engine = engine;
    await syncToCompletion(engine);
    clock.advance(7 * HOUR);
    const [member] = world.members as [SyncWorld['members'][0]];
    const [later] = await ownAuthorizations(world.service, [
      { member, attendanceDate: '2026-11-06', price: '50', batchNo: 'B-C' },
    ]);
    if (!later) throw new Error('no later visit');

    logged.calls.length = 0;
    gate.active = true;
    const run = engine.syncNow();
    await waitFor(() => gate.reached, 5_000, 'the first follow-up read');
    const id = queueSpec(world.db, ctx, later);
    engine.runSoon();
    open();
    await run;
    await waitFor(() => insurerRow(world, id).state === 'submitted', 5_000, 'the new claim to be sent');
    await waitFor(() => logged.calls.includes('read B-B'), 5_000, 'the follow-up to go on');

    expect(logged.calls[0]).toBe('read B-A');
    expect(logged.calls.indexOf('submit')).toBeGreaterThan(0);
    expect(logged.calls.indexOf('submit')).toBeLessThan(logged.calls.indexOf('read B-B'));
  });

  it('tells the status how many batches could not be read, without calling the sends failed', async () => {
    const clock = deskClock();
    const { world, ctx } = await worldWithClaims({}, clock);
    const followUp = createStatusFollowUp(() => DEFAULT_FOLLOW_UP);
    world.service.sim.setFaults({ serverErrorRate: 1, serverErrorStatus: 500, pathPrefix: '/v1/claims/batch' });
    const engine = fastEngine(world, world.client({ timeoutMs: 2_000 }), { audit: ctx, followUp: followUp.step });
    live.engine = engine;
    const sent = await syncToCompletion(engine);
    expect(sent).toMatchObject({ phase: 'idle', pendingCount: 0, unreadBatchCount: 2 });
    expect(sent.lastError).toBeUndefined();

    world.service.sim.setFaults({ serverErrorRate: 0 });
    expect(await engine.syncNow()).toMatchObject({ phase: 'idle', unreadBatchCount: 0 });
  });

  it('does not ask for a run while the engine is offline', async () => {
    const clock = deskClock();
    const { world, ctx } = await worldWithClaims({}, clock);
    const followUp = createStatusFollowUp(() => DEFAULT_FOLLOW_UP);
    const engine = fastEngine(world, world.client({ timeoutMs: 2_000 }), { audit: ctx, followUp: followUp.step });
    live.engine = engine;
    expect(engine.followUpSoon()).toBe(false); // not started
    await syncToCompletion(engine);
    expect(engine.followUpSoon()).toBe(true);
    await hook(world.service, 'faults', { down: true });
    const status = await engine.syncNow();
    expect(status.connectivity).toBe('offline');
    expect(engine.followUpSoon()).toBe(false);
    world.service.sim.setFaults({ down: false });
  });
});

describe('the recorded amount', () => {
  it('is kept exactly as the insurer wrote it, or not at all when it is no exact amount', () => {
    expect(recordedUnits(1150.1234)).toBe(11_501_234);
    expect(recordedUnits(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: more than four decimals
    expect(recordedUnits(0)).toBe(0);
    expect(recordedUnits(-5)).toBeNull();
    expect(recordedUnits(Number.NaN)).toBeNull();
    expect(recordedUnits(1e21)).toBeNull();
  });
});
