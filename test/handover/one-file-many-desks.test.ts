/**
 * A hand-over file is single-use everywhere. Desk A captures claims offline and hands them over; the same file
 * is then imported on desk B and on desk C (a second desk, or B itself after Forget this device, a reinstall or
 * a restore: a desk that has no record of the file). Each imported claim is checked with the insurer's batch
 * before it is sent: B finds nothing and sends, C finds B's copies and adopts them. The service holds each
 * claim once, under every personality of the simulator, and A can no longer send them. The claim A had sent
 * before it made the file, listed on the same date, is never taken for a copy: the file carries the claim
 * numbers A knew were on the service.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import type { Core } from '../../main/core/core';
import { getClaim } from '../../main/claims';
import type { RemoteLogEntry } from '../../main/remote/client';
import type { RunningSim } from '../../main/sim/server';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { PERSONALITIES, refOf, serviceClaims, type ServiceRef } from '../support/sync-world';
import { handOverOffline, importOn, QUIET, sends, syncUntilSettled } from './desks';

const bed = useCoreTestbed();

/** Another desk on the same service, its requests logged. */
async function otherDesk(sim: RunningSim): Promise<{ core: Core; requests: RemoteLogEntry[] }> {
  const requests: RemoteLogEntry[] = [];
  const core = await bed.startOtherDesk(serviceOf(sim), {
    ...QUIET,
    client: { log: (entry) => requests.push(entry) },
  });
  return { core, requests };
}

for (const personality of PERSONALITIES) {
  // Three desks, a simulator, and the desk's own passphrase cost (a second per key): about 10 s on a quiet
  // machine. The deadline is a safety net against a hang, not a measure of speed: generous, so load alone never trips it.
  describe(`simulator: ${personality.name}`, { timeout: 60_000 }, () => {
    it('puts each claim of a file read on two desks on the service once, leaves none for a person, and A sends nothing', async () => {
      const sim = await bed.startSim(personality.sim);
      const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
      const deskA = await handOverOffline(bed, sim, { sentFirst: true });
      const { queued, made } = deskA;
      const [sentFirst] = await serviceClaims(ref);
      expect(sentFirst && refOf(sentFirst)).toBe(deskA.sentFirst);

      const b = await otherDesk(sim);
      const c = await otherDesk(sim);
      expect(await importOn(b.core, made)).toMatchObject({ kind: 'imported' });
      expect(await importOn(c.core, made)).toMatchObject({ kind: 'imported' });

      // B checks the batch (A's own claim of the 18th is known, so no candidate), then sends both and the scan.
      await syncUntilSettled(b.core, 'desk B to check and send the claims');
      const reads = b.requests.findIndex((entry) => entry.endpoint === 'listClaimsByBatch');
      expect(reads).toBeGreaterThanOrEqual(0);
      expect(reads).toBeLessThan(b.requests.findIndex((entry) => entry.endpoint === 'submitClaim'));
      expect(sends(b.requests).sort()).toEqual(['submitClaim', 'submitClaim', 'uploadDocument']);
      const sentByB = new Map((await serviceClaims(ref)).map((claim) => [refOf(claim), claim]));
      for (const id of queued) {
        expect(getClaim({ db: b.core.store().db }, id)).toMatchObject({
          state: 'submitted',
          claimNo: sentByB.get(id)?.claim_no,
          outcomeUnknown: false,
        });
      }

      // C checks the same claims: B's copies are found and adopted; nothing is sent, the scan is held for staff.
      await syncUntilSettled(c.core, 'desk C to check the claims');
      expect(sends(c.requests)).toEqual([]);
      for (const id of queued) {
        expect(getClaim({ db: c.core.store().db }, id)).toMatchObject({
          state: 'submitted',
          claimNo: sentByB.get(id)?.claim_no,
          outcomeUnknown: false,
        });
      }
      const [scan] = getClaim({ db: c.core.store().db }, queued[0])?.documents ?? [];
      expect(scan).toMatchObject({ fileName: 'referral.pdf', state: 'needs-attention' });

      // The service holds A's first claim and each claim of the file once, with one scan.
      const onService = await serviceClaims(ref);
      expect(onService.map(refOf).sort()).toEqual([deskA.sentFirst, ...queued].sort());
      expect(onService.find((claim) => refOf(claim) === queued[0])).toMatchObject({ documents: 1 });

      // A, back online, sends nothing, and cannot queue what it handed over.
      deskA.requests.length = 0;
      await syncUntilSettled(deskA.core, 'desk A to run online');
      expect(sends(deskA.requests)).toEqual([]);
      const queueAgain = await createOperationHost(deskA.core).invoke('claims.queue', { id: queued[0] });
      expect(queueAgain).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
      expect(await serviceClaims(ref)).toHaveLength(3);
    });
  });
}
