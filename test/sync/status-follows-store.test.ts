/**
 * What the status says follows the store and the link, not only the engine's runs: a claim queued, or taken back
 * to a draft, shows in the counts at once, with no run (the status bar said "0 claims waiting" until Sync now);
 * while offline the status says when ClaimDesk tries again, and the cheap check every few seconds notices the
 * link is back, not the end of a long backoff.
 */
import { describe, expect, it } from 'vitest';
import { returnToDraft } from '../../main/claims/return-to-draft';
import type { SyncStatus } from '../../shared/domain/sync';
import { queueSpec, startSyncWorld, waitFor } from '../support/sync-world';
import { cleanUpEachTest, fastEngine } from './engine-harness';

const live = cleanUpEachTest();

/** A backoff far longer than any test: only the offline probe can bring the engine back in time. */
const LONG_BACKOFF = { baseMs: 600_000, capMs: 600_000 };

describe('the status follows the store', () => {
  it('counts a claim queued, and one taken back to a draft, the moment it happens, with no run', async () => {
    const world = await startSyncWorld({}, 1);
    live.world = world;
    // Never started: nothing runs, and still the counts follow what staff do.
    const engine = fastEngine(world, world.client(), { backoff: LONG_BACKOFF, intervalMs: 3_600_000 });
    live.engine = engine;
    const told: SyncStatus[] = [];
    engine.onStatus((status) => told.push(status));
    const member = world.members[0];
    if (!member) throw new Error('no member');

    const id = queueSpec(world.db, world.ctx, { member, attendanceDate: '2026-11-20', price: '500' });
    await waitFor(() => told.at(-1)?.pendingCount === 1, 5_000, 'the queued claim counted');
    expect(told.every((status) => status.phase === 'idle')).toBe(true);

    expect(returnToDraft({ ...world.ctx, db: world.db }, id).ok).toBe(true);
    await waitFor(() => told.at(-1)?.pendingCount === 0, 5_000, 'the claim taken back no longer counted');
    // One status per change, not one per write of it.
    expect(told.map((status) => status.pendingCount)).toEqual([1, 0]);
  });
});

describe('offline', () => {
  it('says when it tries next, and a cheap check every few seconds notices the link is back', async () => {
    const world = await startSyncWorld({}, 1);
    live.world = world;
    const engine = fastEngine(world, world.client({ timeoutMs: 2_000 }), {
      backoff: LONG_BACKOFF,
      offlineProbeMs: 200,
    });
    live.engine = engine;
    const told: SyncStatus[] = [];
    engine.onStatus((status) => told.push(status));
    const member = world.members[0];
    if (!member) throw new Error('no member');
    world.service.sim.setFaults({ down: true });
    queueSpec(world.db, world.ctx, { member, attendanceDate: '2026-11-20', price: '500' });

    const asked = Date.now();
    const offline = await engine.syncNow();
    expect(offline).toMatchObject({ connectivity: 'offline', pendingCount: 1 });
    await waitFor(() => told.at(-1)?.nextTryAt !== undefined, 5_000, 'the next try told');
    const nextTry = Date.parse(told.at(-1)?.nextTryAt ?? '');
    // The probe's interval with its jitter (±20 %), not the ten minutes of backoff.
    expect(nextTry - asked).toBeLessThan(60_000);
    expect(nextTry).toBeGreaterThan(asked);

    world.service.sim.setFaults({ down: false });
    // Noticed by the probe and sent, without Sync now.
    await waitFor(
      () => told.at(-1)?.connectivity === 'online' && told.at(-1)?.pendingCount === 0,
      30_000,
      'the link back noticed and the claim sent',
    );
    expect(told.at(-1)?.nextTryAt).toBeUndefined();
  });
});
