/**
 * The core end to end in Node: a claim made through the care and claims use cases
 * on the core's store reaches the service once, with its claim number, and stays
 * there across a restart on the same data folder.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { getClaim } from '../../main/claims';
import type { RemoteLogEntry } from '../../main/remote/client';
import { readSetting } from '../../main/store/settings-store';
import { tariffCacheInfo } from '../../main/tariffs/tariff-cache';
import { SyncStatus } from '../../shared/domain/sync';
import { serviceClaims, waitFor, type ServiceRef } from '../support/sync-world';
import { authorizeThroughCore, hooksOf, queueClaimThroughCore, serviceOf, useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();

/** Queues one claim and syncs until the status shows nothing pending; the claim's local id. */
async function submitOneClaim(running: Core, ref: ServiceRef): Promise<string> {
  const authorizationNo = await authorizeThroughCore(running, ref);
  const id = queueClaimThroughCore(running, authorizationNo);
  expect(running.sync.status().pendingCount).toBe(1);
  const status = await running.sync.syncNow();
  expect(SyncStatus.parse(status)).toEqual(status);
  await waitFor(() => running.sync.status().pendingCount === 0, 10_000, 'the outbox to empty');
  return id;
}

describe('the core in demo mode, end to end', () => {
  it('fills the tariff cache, sends a queued claim once and records its claim number', async () => {
    const core = await bed.start({ service: null });
    const ref = hooksOf(core);
    const refreshed = await core.refreshTariffs();
    expect(refreshed.ok && refreshed.itemCount).toBeGreaterThan(0);
    expect(tariffCacheInfo(core.store()).itemCount).toBe(refreshed.ok ? refreshed.itemCount : -1);

    const id = await submitOneClaim(core, ref);

    const claim = getClaim(core.store(), id);
    expect(claim?.state).toBe('submitted');
    expect(claim?.claimNo).toMatch(/^CLM-\d+$/);
    const onService = await serviceClaims(ref);
    expect(onService.map((c) => c.claim_no)).toEqual([claim?.claimNo]);
    expect(core.sync.status()).toMatchObject({ pendingCount: 0, needsAttentionCount: 0, connectivity: 'online' });
    expect(readSetting(core.store().db, 'claimPath')).toBe('/v1/claims');
  });
});

describe('the core across a restart on the same data folder', () => {
  it('keeps the claim submitted, sends nothing again, and remembers the claim path the service took', async () => {
    const sim = await bed.startSim({ claimPath: 'submit' });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };

    const first = await bed.start(serviceOf(sim));
    const id = await submitOneClaim(first, ref);
    const before = getClaim(first.claims(), id);
    expect(before?.state).toBe('submitted');
    await first.stop();

    const requests: RemoteLogEntry[] = [];
    const second = await bed.start(serviceOf(sim), { client: { log: (entry) => requests.push(entry) } });
    expect(second.notices).toEqual([]);
    expect(readSetting(second.store().db, 'claimPath')).toBe('/v1/claims/submit');
    const status = await second.sync.syncNow();
    expect(status).toMatchObject({ pendingCount: 0, needsAttentionCount: 0, unconfirmedCount: 0 });
    const after = getClaim(second.claims(), id);
    expect(after).toMatchObject({ state: 'submitted', claimNo: before?.claimNo, attempts: before?.attempts });
    const onService = await serviceClaims(ref);
    expect(onService.map((c) => c.claim_no)).toEqual([before?.claimNo]);
    expect(requests.filter((entry) => entry.endpoint === 'submitClaim')).toEqual([]);
  });
});
