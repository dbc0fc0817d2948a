/**
 * A service that asks ClaimDesk to slow down (issue 20): one request in seven answered
 * `429 Too Many Requests` with `Retry-After: 2`. The claims answered 429 stay queued (no person needed),
 * the whole run waits what Retry-After asked, on the engine's clock (controlled here: no sleeps), and the
 * status says the insurer asked to slow down, and until when. Over the real simulator on loopback.
 */
import { describe, expect, it } from 'vitest';
import type { RemoteLogEntry } from '../../main/remote/client';
import { RETRY_AFTER_MAX_MS } from '../../main/remote/retry-after';
import { localClaims, cleanUpEachTest, expectExactlyOnce, fastEngine } from './engine-harness';
import {
  ownAuthorizations,
  queueSpec,
  serviceClaims,
  startSyncWorld,
  variedSpecs,
  type SyncWorld,
} from '../support/sync-world';

const live = cleanUpEachTest();

/** The engine's clock, moved by the test. */
function testClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** The time of day the status names, with this computer's zone (as every time the desk shows). */
/** The zone as the desk names it, worked out here from the machine's offset: "UTC", "UTC+3", "UTC-12", "UTC+5:30". */
function zoneOf(at: Date): string {
  const east = -at.getTimezoneOffset();
  if (east === 0) return 'UTC';
  const minutes = Math.abs(east) % 60;
  return `UTC${east > 0 ? '+' : '-'}${Math.floor(Math.abs(east) / 60)}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

const untilText = (at: Date): string =>
  `${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at)} ${zoneOf(at)}`;

async function queueClaims(world: SyncWorld, count: number): Promise<string[]> {
  const specs = await ownAuthorizations(world.service, variedSpecs(world.members, count));
  return specs.map((spec) => queueSpec(world.db, world.ctx, spec));
}

function engineOn(world: SyncWorld, clock: ReturnType<typeof testClock>, log: RemoteLogEntry[]) {
  const engine = fastEngine(world, world.client({ log: (entry) => log.push(entry) }), {
    audit: { ...world.ctx, now: clock.now },
    // The real bound, not the harness's few milliseconds: the wait is what Retry-After asks.
    maxBusyWaitMs: RETRY_AFTER_MAX_MS,
  });
  live.engine = engine;
  return engine;
}

/**
 * One claim the service stored and then answered 429 (an insurer that breaks HTTP's meaning: simulator
 * rateLimit.applied); the batch read before it went through (an empty batch: 404).
 */
async function keptButAnswered429() {
  const world = await startSyncWorld();
  live.world = world;
  const [id] = await queueClaims(world, 1);
  const clock = testClock();
  const log: RemoteLogEntry[] = [];
  const engine = engineOn(world, clock, log);
  world.service.sim.setFaults({ rateLimit: { every: 2, retryAfter: '2', applied: true } });
  await engine.syncNow();
  expect(log.map((entry) => `${entry.endpoint} ${entry.status}`)).toEqual(['listClaimsByBatch 404', 'submitClaim 429']);
  expect(await serviceClaims(world.service)).toHaveLength(1);
  return { world, id, clock, log, engine };
}

describe('a service that asks ClaimDesk to slow down', () => {
  it('keeps claims answered 429 queued, waits what Retry-After asks, says so, and sends each exactly once', async () => {
    const world = await startSyncWorld();
    live.world = world;
    const ids = await queueClaims(world, 12);
    const clock = testClock();
    const log: RemoteLogEntry[] = [];
    const engine = engineOn(world, clock, log);
    world.service.sim.setFaults({ rateLimit: { every: 7, retryAfter: '2' } });

    const slowed = await engine.syncNow();
    expect(log.filter((entry) => entry.status === 429)).toHaveLength(1);
    expect(slowed).toMatchObject({
      phase: 'failed',
      connectivity: 'online',
      needsAttentionCount: 0,
      unconfirmedCount: 0,
    });
    expect(slowed.lastError).toEqual({
      message: 'The insurer asked ClaimDesk to slow down.',
      whatToDo: `ClaimDesk waits until ${untilText(new Date(clock.now().getTime() + 2_000))}, as the insurer asked, then carries on by itself. Claims stay queued and nothing is sent twice.`,
    });
    expect(slowed.slowDownUntil).toBe(new Date(clock.now().getTime() + 2_000).toISOString());
    // The time names its zone, as every time the desk shows ("16:50:46 UTC", "16:50:46 UTC+3").
    expect(slowed.lastError?.whatToDo).toMatch(/until \d\d:\d\d:\d\d \S+,/);
    expect(localClaims(world.db).filter((row) => row.state === 'needs-attention')).toEqual([]);
    expect(localClaims(world.db).every((row) => row.outcome_unknown === 0)).toBe(true);

    // Before the wait is over nothing is sent nor read, not even on "Sync now".
    const asked = log.length;
    clock.advance(1_999);
    const stillSlowed = await engine.syncNow();
    expect(log).toHaveLength(asked);
    expect(stillSlowed.lastError?.message).toBe('The insurer asked ClaimDesk to slow down.');

    // Each wait over, the run carries on until the next 429; every claim goes once, none to a person.
    for (let round = 0; round < 20 && engine.status().pendingCount > 0; round++) {
      clock.advance(2_000);
      await engine.syncNow();
    }
    clock.advance(2_000);
    world.service.sim.setFaults({ rateLimit: null });
    const done = await engine.syncNow();
    expect(done).toMatchObject({ phase: 'idle', pendingCount: 0, needsAttentionCount: 0, unconfirmedCount: 0 });
    expect(done.lastError).toBeUndefined();
    expect(done.slowDownUntil).toBeUndefined();
    expect(log.filter((entry) => entry.status === 429).length).toBeGreaterThan(1);
    const report = await expectExactlyOnce(world, ids);
    expect(report.remote).toHaveLength(12);
  });

  it('waits what an HTTP-date Retry-After asks, read against the answer’s own Date', async () => {
    const world = await startSyncWorld();
    live.world = world;
    await queueClaims(world, 4);
    const clock = testClock();
    const log: RemoteLogEntry[] = [];
    const engine = engineOn(world, clock, log);
    // The simulator's clock runs an hour ahead of the desk's: the wait is still the 30 s the service meant.
    await fetch(`${world.service.sim.controlUrl}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.service.sim.token}` },
      body: JSON.stringify({ advanceSeconds: 3_600 }),
    });
    world.service.sim.setFaults({ rateLimit: { every: 2, retryAfter: 'date:30' } });

    const slowed = await engine.syncNow();
    expect(slowed.lastError?.whatToDo).toContain(`until ${untilText(new Date(clock.now().getTime() + 30_000))},`);
    const asked = log.length;
    clock.advance(29_000);
    await engine.syncNow();
    expect(log).toHaveLength(asked);
    clock.advance(1_000);
    await engine.syncNow();
    expect(log.length).toBeGreaterThan(asked);
  });

  it('reads the batch again before resending a claim answered 429, so an insurer that kept it anyway gets no second copy', async () => {
    const { world, id, clock, log, engine } = await keptButAnswered429();

    world.service.sim.setFaults({ rateLimit: null });
    clock.advance(2_000);
    const after = await engine.syncNow();
    // The batch was read a moment ago, yet read again before the resend: the kept copy is listed, so the claim
    // is held for a person, never sent twice.
    expect(log.slice(2).map((entry) => entry.endpoint)).not.toContain('submitClaim');
    expect(await serviceClaims(world.service)).toHaveLength(1);
    expect(after.needsAttentionCount).toBe(1);
    expect(localClaims(world.db).find((row) => row.id === id)).toMatchObject({ state: 'needs-attention' });
  });

  it('does not resend a claim answered 429 while the read of its batch fails; it waits for a read that works', async () => {
    const { world, id, clock, log, engine } = await keptButAnswered429();

    // The batch read now fails with a plain server error, which does not stop a run.
    world.service.sim.setFaults({
      rateLimit: null,
      serverErrorRate: 1,
      serverErrorStatus: 500,
      pathPrefix: '/v1/claims/batch',
    });
    clock.advance(2_000);
    await engine.syncNow();
    expect(log.slice(2).map((entry) => `${entry.endpoint} ${entry.status}`)).toContain('listClaimsByBatch 500');
    expect(log.slice(2).map((entry) => entry.endpoint)).not.toContain('submitClaim');
    expect(await serviceClaims(world.service)).toHaveLength(1);
    expect(localClaims(world.db).find((row) => row.id === id)).toMatchObject({ state: 'queued' });

    world.service.sim.setFaults({ serverErrorRate: 0, pathPrefix: null });
    clock.advance(60_000);
    const after = await engine.syncNow();
    expect(log.map((entry) => entry.endpoint).filter((endpoint) => endpoint === 'submitClaim')).toHaveLength(1);
    expect(await serviceClaims(world.service)).toHaveLength(1);
    expect(after.needsAttentionCount).toBe(1);
  });
});
