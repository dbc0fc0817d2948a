/**
 * End to end, two real cores on loopback: desk A captures claims while the insurer's service is out of
 * reach, hands them over in a file (through the operation host, as the page does), desk B imports the file
 * and sends them; the service holds each claim exactly once, and A, back online, sends nothing more.
 */
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { getClaim } from '../../main/claims';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { refOf, serviceClaims, waitFor, type ServiceRef } from '../support/sync-world';
import { opCaller } from '../support/op-value';
import { handOverOffline, importOn, PASSPHRASE, QUIET } from './desks';

const bed = useCoreTestbed();

it('sends claims captured offline on desk A from desk B, each exactly once, and never again from A', async () => {
  const sim = await bed.startSim();
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const deskA = await handOverOffline(bed, sim);
  const { queued, made } = deskA;

  // Desk B: another data folder, the same service, which is reachable again.
  const coreB = await bed.startOtherDesk(serviceOf(sim), QUIET);
  expect(await importOn(coreB, made)).toMatchObject({ kind: 'imported', handoverId: made.handoverId });

  await coreB.sync.syncNow();
  await waitFor(
    () => coreB.sync.status().pendingCount === 0 && coreB.sync.status().pendingDocumentCount === 0,
    10_000,
    'desk B to send the claims and the scan',
  );
  const onService = await serviceClaims(ref);
  expect(onService.map(refOf).sort()).toEqual([...queued].sort());
  const byRef = new Map(onService.map((claim) => [refOf(claim), claim]));
  // Exact amounts: 3 × 1250.75 and 7 × 0.0050, as captured on A.
  expect(byRef.get(queued[0])).toMatchObject({ amount_sum: 3752.25, documents: 1 });
  expect(byRef.get(queued[1])).toMatchObject({ amount_sum: 0.035, documents: 0 });
  for (const id of queued) {
    expect(getClaim({ db: coreB.store().db }, id)).toMatchObject({
      state: 'submitted',
      claimNo: byRef.get(id)?.claim_no,
    });
  }
  expect(getClaim({ db: coreB.store().db }, deskA.draft)).toMatchObject({
    state: 'draft',
    preAuthorizationNo: 'PRE-778',
  });

  // Desk A comes back online: a run reaches the service and sends nothing.
  const coreA = deskA.core;
  deskA.requests.length = 0;
  const online = await coreA.sync.syncNow();
  expect(online).toMatchObject({ connectivity: 'online', pendingCount: 0 });
  expect(
    deskA.requests.filter((entry) => entry.endpoint === 'submitClaim' || entry.endpoint === 'uploadDocument'),
  ).toEqual([]);
  expect(await serviceClaims(ref)).toHaveLength(2);
  for (const id of queued)
    expect(getClaim({ db: coreA.store().db }, id)).toMatchObject({ state: 'queued', attempts: 0, claimNo: null });
  const queueAgain = await createOperationHost(coreA).invoke('claims.queue', { id: queued[0] });
  expect(queueAgain).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
});

it('imports only a file that arrived whole: parts out of turn or a stale upload are refused in words', async () => {
  const core = await bed.start({ service: null }, QUIET);
  const call = createOperationHost(core);
  const callOk = opCaller(call);
  const first = await callOk('handover.upload', { contentBase64: 'AAAA' });
  const other = await call.invoke('handover.upload', {
    uploadId: '6f1c2a52-8d1e-4b7a-9c3f-2e5d4a6b7c8d',
    contentBase64: 'AAAA',
  });
  expect(other).toMatchObject({ ok: false, error: { code: 'upload-incomplete' } });
  // That mistake dropped the upload: its import is refused, nothing is read.
  const importing = { fileName: 'x.cdhandover', uploadId: first.uploadId, passphrase: PASSPHRASE };
  expect(await call.invoke('handover.import', importing)).toEqual({
    ok: false,
    error: { code: 'upload-incomplete', message: 'The file did not arrive whole. Choose it and import it again.' },
  });
  const again = await callOk('handover.upload', { contentBase64: 'AAAA' });
  expect(await call.invoke('handover.import', { ...importing, uploadId: again.uploadId })).toMatchObject({
    ok: false,
    error: { code: 'not-handover-file' },
  });
});
