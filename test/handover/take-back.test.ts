/**
 * Taking claims back never sends one twice. Desk A hands its claims over, then imports its own file again:
 * the other desk may have sent them meanwhile, so they are checked with the insurer's batch before anything
 * is sent from A (the same reconciliation as a claim whose answer was lost), under every personality of the
 * simulator. Two real cores and the simulator on loopback.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { getClaim } from '../../main/claims';
import { toClaimSubmission } from '../../main/claims/submission';
import { createRemoteClient } from '../../main/remote/client';
import type { RemoteLogEntry } from '../../main/remote/client';
import type { SimOptions } from '../../main/sim/options';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { opCaller } from '../support/op-value';
import { SEND_ANYWAY } from '../support/claims-fixtures';
import { PERSONALITIES, refOf, serviceClaims, waitFor, type ServiceRef } from '../support/sync-world';
import { handOverOffline, importOn, PASSPHRASE, QUIET, sends, syncUntilSettled } from './desks';

const bed = useCoreTestbed();

/** Desk A hands its claims over, offline; desk B reads the file and sends the queued claims and the scan. */
async function sentByOtherDesk(options: SimOptions = {}) {
  const sim = await bed.startSim(options);
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const deskA = await handOverOffline(bed, sim);
  // Desk B keeps the draft a draft.
  const coreB = await bed.startOtherDesk(serviceOf(sim), QUIET);
  await importOn(coreB, deskA.made);
  await syncUntilSettled(coreB, 'desk B to send the claims and the scan');
  const sentByB = new Map((await serviceClaims(ref)).map((claim) => [refOf(claim), claim]));
  expect([...sentByB.keys()].sort()).toEqual([...deskA.queued].sort());
  return { sim, ref, deskA, coreB, sentByB };
}

for (const personality of PERSONALITIES) {
  // Three desks, a simulator, and the desk's own passphrase cost (a second per key): about 10 s on a quiet
  // machine. The deadline is a safety net against a hang, not a measure of speed: generous, so load alone never trips it.
  describe(`simulator: ${personality.name}`, { timeout: 60_000 }, () => {
    it('adopts what the other desk sent, holds its scan for staff, and sends only what never arrived', async () => {
      const { ref, deskA, sentByB } = await sentByOtherDesk(personality.sim);
      const { core: coreA, queued } = deskA;

      // Desk A takes its file back, unaware: the claims are checked, found, and adopted; nothing is sent.
      expect(await importOn(coreA, deskA.made)).toMatchObject({ kind: 'taken-back' });
      deskA.requests.length = 0;
      await syncUntilSettled(coreA, 'desk A to check the claims it took back');
      expect(sends(deskA.requests)).toEqual([]);
      expect(deskA.requests.some((entry) => entry.endpoint === 'listClaimsByBatch')).toBe(true);
      for (const id of queued) {
        expect(getClaim({ db: coreA.store().db }, id)).toMatchObject({
          state: 'submitted',
          claimNo: sentByB.get(id)?.claim_no,
          outcomeUnknown: false,
        });
      }
      // B uploaded the scan: A holds its copy for staff instead of uploading it again.
      const [scan] = getClaim({ db: coreA.store().db }, queued[0])?.documents ?? [];
      expect(scan).toMatchObject({ fileName: 'referral.pdf', state: 'needs-attention' });
      expect(scan?.messages.join(' ')).toContain('may have uploaded referral.pdf already');
      const onServiceNow = await serviceClaims(ref);
      expect(onServiceNow).toHaveLength(2);
      expect(onServiceNow.find((claim) => refOf(claim) === queued[0])).toMatchObject({ documents: 1 });

      // The draft B never sent: queued on A, it is checked, then sent, once.
      deskA.requests.length = 0;
      await opCaller(createOperationHost(coreA))('claims.queue', { id: deskA.draft, sendAnyway: SEND_ANYWAY });
      await syncUntilSettled(coreA, 'desk A to check and send the draft it took back');
      expect(sends(deskA.requests)).toEqual(['submitClaim']);
      const reads = deskA.requests.findIndex((entry) => entry.endpoint === 'listClaimsByBatch');
      expect(reads).toBeGreaterThanOrEqual(0);
      expect(reads).toBeLessThan(deskA.requests.findIndex((entry) => entry.endpoint === 'submitClaim'));
      const sentDraft = getClaim({ db: coreA.store().db }, deskA.draft);
      expect(sentDraft).toMatchObject({ state: 'submitted', outcomeUnknown: false });
      const onService = await serviceClaims(ref);
      expect(onService.map((claim) => claim.claim_no).sort()).toEqual(
        [...[...sentByB.values()].map((claim) => claim.claim_no), sentDraft?.claimNo].sort(),
      );
    });
  });
}

it('sends, once, the claims taken back from a file that never reached another desk', async () => {
  const sim = await bed.startSim();
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const deskA = await handOverOffline(bed, sim);
  expect(await importOn(deskA.core, deskA.made)).toMatchObject({ kind: 'taken-back' });

  deskA.requests.length = 0;
  await syncUntilSettled(deskA.core, 'desk A to check and send the claims it took back');
  // Each batch is read before its claim is sent.
  const firstSend = deskA.requests.findIndex((entry) => entry.endpoint === 'submitClaim');
  expect(
    deskA.requests.slice(0, firstSend).filter((entry) => entry.endpoint === 'listClaimsByBatch').length,
  ).toBeGreaterThan(0);
  expect(sends(deskA.requests).sort()).toEqual(['submitClaim', 'submitClaim', 'uploadDocument']);
  const onService = await serviceClaims(ref);
  expect(onService.map(refOf).sort()).toEqual([...deskA.queued].sort());
  expect(onService.find((claim) => refOf(claim) === deskA.queued[0])).toMatchObject({ documents: 1 });
  for (const id of deskA.queued) {
    expect(getClaim({ db: deskA.core.store().db }, id)).toMatchObject({ state: 'submitted', messages: [] });
  }
});

it('leaves a claim taken back that two listed claims could be to a person, and holds its scan once staff choose', async () => {
  const { sim, ref, deskA, coreB } = await sentByOtherDesk();
  const { core: coreA, queued } = deskA;
  // A third desk sends a claim just like the first, for the same member and day.
  const first = getClaim({ db: coreB.store().db }, queued[0]);
  if (!first) throw new Error('desk B lost the claim');
  const client = createRemoteClient({ baseUrl: sim.url, token: sim.token, timeoutMs: 5_000 });
  expect((await client.submitClaim(toClaimSubmission(first))).ok).toBe(true);

  expect(await importOn(coreA, deskA.made)).toMatchObject({ kind: 'taken-back' });
  deskA.requests.length = 0;
  await coreA.sync.syncNow();
  await waitFor(
    () => coreA.sync.status().needsAttentionCount === 1,
    10_000,
    'desk A to leave the first claim to a person',
  );
  expect(sends(deskA.requests)).toEqual([]);
  const flagged = getClaim({ db: coreA.store().db }, queued[0]);
  expect(flagged).toMatchObject({ state: 'needs-attention', outcomeUnknown: true, claimNo: null });
  const listed = (await serviceClaims(ref)).filter((claim) => claim.attendance_date === '2026-11-18');
  expect(listed).toHaveLength(2);
  for (const claim of listed) expect(flagged?.messages.join(' ')).toContain(claim.claim_no);
  // Its scan waits with it, neither uploaded nor held yet.
  expect(flagged?.documents).toMatchObject([{ fileName: 'referral.pdf', state: 'pending' }]);

  // Staff check with the insurer and give desk B's claim number: the scan B uploaded is held, not sent again.
  const resolved = await opCaller(createOperationHost(coreA))('claims.resolveInDoubt', {
    id: queued[0],
    resolution: { claimNo: first.claimNo },
  });
  expect(resolved).toMatchObject({ state: 'submitted', claimNo: first.claimNo });
  expect(resolved.documents).toMatchObject([{ fileName: 'referral.pdf', state: 'needs-attention' }]);
  await syncUntilSettled(coreA, 'desk A to settle');
  expect(sends(deskA.requests)).toEqual([]);
  expect((await serviceClaims(ref)).map((claim) => claim.documents).reduce((a, b) => a + b)).toBe(1);
});

it('checks claims taken back and handed over again on the desk that reads them, before it sends any', async () => {
  const { sim, ref, deskA, sentByB } = await sentByOtherDesk();

  // Desk A, out of reach again, takes its file back: its claims stay queued, unchecked, and go on to desk C.
  sim.setFaults({ down: true });
  expect(await importOn(deskA.core, deskA.made)).toMatchObject({ kind: 'taken-back' });
  expect(await deskA.core.sync.syncNow()).toMatchObject({
    connectivity: 'offline',
    pendingCount: 2,
    unconfirmedCount: 0,
  });
  expect(getClaim({ db: deskA.core.store().db }, deskA.queued[0])?.messages).toEqual([
    'Taken back from a hand-over: the other desk may have sent it already, so ClaimDesk checks with the insurer before sending it.',
  ]);
  const again = await opCaller(createOperationHost(deskA.core))('handover.export', { passphrase: PASSPHRASE });
  sim.setFaults({ down: false });

  const requestsC: RemoteLogEntry[] = [];
  const coreC = await bed.startOtherDesk(serviceOf(sim), {
    ...QUIET,
    client: { log: (entry) => requestsC.push(entry) },
  });
  await importOn(coreC, again);
  await syncUntilSettled(coreC, 'desk C to check the claims');
  expect(sends(requestsC)).toEqual([]);
  for (const id of deskA.queued)
    expect(getClaim({ db: coreC.store().db }, id)).toMatchObject({
      state: 'submitted',
      claimNo: sentByB.get(id)?.claim_no,
    });
  expect(await serviceClaims(ref)).toHaveLength(2);
});
