/** Backoff bounds, single flight, and the status model (last success vs last attempt). */
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteClient } from '../../main/remote/client';
import { backoffCeilingMs, backoffDelayMs } from '../../main/jobs/backoff';
import type { SyncEngine } from '../../main/sync/engine/sync-engine';
import { SyncStatus } from '../../shared/domain/sync';
import { ownAuthorizations, queueSpec, startSyncWorld, variedSpecs, type SyncWorld } from '../support/sync-world';
import { fastEngine } from './engine-harness';

describe('backoff with full jitter', () => {
  const policy = { baseMs: 1_000, capMs: 300_000 };

  it('doubles its ceiling per failure up to the cap', () => {
    expect([0, 1, 2, 3, 9, 10, 60].map((n) => backoffCeilingMs(policy, n))).toEqual([
      0, 1_000, 2_000, 4_000, 256_000, 300_000, 300_000,
    ]);
  });

  it('draws anywhere from zero up to (not including) the ceiling', () => {
    expect(backoffDelayMs({ ...policy, random: () => 0 }, 5)).toBe(0);
    expect(backoffDelayMs({ ...policy, random: () => 0.5 }, 3)).toBe(2_000);
    expect(backoffDelayMs({ ...policy, random: () => 0.999999 }, 3)).toBeLessThan(4_000);
    expect(backoffDelayMs({ ...policy, random: () => 1 }, 40)).toBeLessThan(300_000);
  });
});

describe('the engine', () => {
  let world: SyncWorld | undefined;
  let engine: SyncEngine | undefined;
  afterEach(async () => {
    await engine?.stop({ abort: true });
    await world?.close();
    engine = undefined;
    world = undefined;
  });

  it('runs one run at a time: triggers during a run ask for one follow-up, and sends stay within the limit', async () => {
    world = await startSyncWorld({}, 3);
    for (const spec of await ownAuthorizations(world.service, variedSpecs(world.members, 12))) {
      queueSpec(world.db, world.ctx, spec);
    }
    world.service.sim.setFaults({ latencyMs: 30 });
    const real = world.client();
    let inFlight = 0;
    let peak = 0;
    const counting: RemoteClient = {
      ...real,
      submitClaim: async (...args: Parameters<RemoteClient['submitClaim']>) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        try {
          return await real.submitClaim(...args);
        } finally {
          inFlight -= 1;
        }
      },
    };
    engine = fastEngine(world, counting, { concurrency: 3 });
    const runs: string[] = [];
    engine.onStatus((status) => {
      if (status.phase === 'syncing' && runs.at(-1) !== status.lastAttemptAt) runs.push(status.lastAttemptAt ?? '');
    });
    const first = engine.syncNow();
    const followUps = [engine.syncNow(), engine.syncNow(), engine.syncNow()];
    const [status] = await Promise.all([first, ...followUps]);
    expect(status.pendingCount).toBe(0);
    expect(peak).toBe(3);
    // The first call starts a run; the three triggers during it share one follow-up.
    expect(runs.length).toBe(2);
  });

  it('keeps the last successful sync apart from the last attempt', async () => {
    world = await startSyncWorld({}, 1);
    let clock = new Date('2026-11-22T08:00:00.000Z');
    const w = world;
    const now = () => clock;
    const ctx = { ...w.ctx, now };
    engine = fastEngine({ ...w, ctx }, w.client());
    const [member] = w.members;
    if (!member) throw new Error('no member');
    queueSpec(w.db, ctx, { member, attendanceDate: '2026-11-20', price: '100' });

    const ok = await engine.syncNow();
    expect(SyncStatus.parse(ok)).toEqual(ok);
    expect(ok).toMatchObject({
      phase: 'idle',
      connectivity: 'online',
      lastAttemptAt: '2026-11-22T08:00:00.000Z',
      lastSuccessfulSyncAt: '2026-11-22T08:00:00.000Z',
      pendingCount: 0,
    });

    clock = new Date('2026-11-22T09:00:00.000Z');
    const [nextVisit] = await ownAuthorizations(w.service, [{ member, attendanceDate: '2026-11-21', price: '200' }]);
    if (!nextVisit) throw new Error('no visit');
    queueSpec(w.db, ctx, nextVisit);
    w.service.sim.setFaults({ down: true });
    const failed = await engine.syncNow();
    expect(failed).toMatchObject({
      phase: 'failed',
      connectivity: 'offline',
      lastAttemptAt: '2026-11-22T09:00:00.000Z',
      lastSuccessfulSyncAt: '2026-11-22T08:00:00.000Z',
      pendingCount: 1,
    });
    expect(failed.lastError?.message).toMatch(/could not be reached/);
    await engine.stop();

    // The last success survives a restart; the last attempt is this session's.
    engine = fastEngine({ ...w, ctx }, w.client());
    expect(engine.status()).toMatchObject({ lastSuccessfulSyncAt: '2026-11-22T08:00:00.000Z', lastAttemptAt: null });
  });
});
