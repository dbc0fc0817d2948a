/**
 * End to end, two real cores on loopback: desk A captures claims while the insurer's service is out of
 * reach, hands them over in a file (through the operation host, as the page does), desk B imports the file
 * and sends them; the service holds each claim exactly once, and A, back online, sends nothing more.
 */
import fs from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { createOperationHost } from '../../main/app/operations';
import { startCore, type Core } from '../../main/app/core';
import { getClaim, saveDraft } from '../../main/claims';
import type { RemoteLogEntry } from '../../main/remote/client';
import { ClaimInput } from '../../shared/domain/claims';
import { serviceOf, useCoreTestbed } from '../app/core-harness';
import { completeClaim } from '../support/claims-fixtures';
import { opCaller } from '../support/op-value';
import { testKeys } from '../support/store-access';
import {
  attachPdf,
  authorizeMembers,
  queueSpec,
  refOf,
  serviceClaims,
  tempDir,
  waitFor,
  type ServiceRef,
} from '../support/sync-world';

const bed = useCoreTestbed();
const PASSPHRASE = 'mobile outreach, week 47';
/** Nothing on a timer: each run in this test is asked for. */
const QUIET = { sync: { intervalMs: 3_600_000 } };

let deskB: { core: Core; dir: string } | undefined;
afterEach(async () => {
  await deskB?.core.stop();
  if (deskB) fs.rmSync(deskB.dir, { recursive: true, force: true });
  deskB = undefined;
});

it('sends claims captured offline on desk A from desk B, each exactly once, and never again from A', async () => {
  const sim = await bed.startSim();
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const members = await authorizeMembers(ref, 2);
  const [first, second] = members as [(typeof members)[number], (typeof members)[number]];

  // Desk A: the outreach laptop, with no connection to the service.
  sim.setFaults({ down: true });
  const requestsA: RemoteLogEntry[] = [];
  const coreA = await bed.start(serviceOf(sim), { ...QUIET, client: { log: (entry) => requestsA.push(entry) } });
  const ctxA = coreA.claims();
  const queued = [
    queueSpec(coreA.store().db, ctxA, { member: first, attendanceDate: '2026-11-18', price: '1250.75', quantity: 3 }),
    queueSpec(coreA.store().db, ctxA, { member: second, attendanceDate: '2026-11-19', price: '0.0050', quantity: 7 }),
  ];
  attachPdf(coreA.store().db, ctxA, queued[0] as string, 'referral.pdf');
  const draft = saveDraft({ ...ctxA, db: coreA.store().db }, ClaimInput.parse(completeClaim(first.authorizationNo)));
  if (!draft.ok) throw new Error(draft.error.message);
  const offline = await coreA.sync.syncNow();
  expect(offline).toMatchObject({ connectivity: 'offline', pendingCount: 2, unconfirmedCount: 0 });

  const callA = opCaller(createOperationHost(coreA));
  const made = await callA('handover.export', { passphrase: PASSPHRASE });
  expect(made.claims.map((claim) => claim.id)).toEqual([...queued, draft.value.id]);
  expect(coreA.sync.status()).toMatchObject({ pendingCount: 0, pendingDocumentCount: 0 });

  // Desk B: another data folder, the same service, which is reachable again.
  sim.setFaults({ down: false });
  const dir = tempDir();
  const started = await startCore(serviceOf(sim), { dataDir: dir, keys: testKeys, ...QUIET });
  if (!started.ok) throw new Error(started.error.message);
  deskB = { core: started.value, dir };
  const coreB = started.value;
  const callB = opCaller(createOperationHost(coreB));
  // The file crosses in parts, as the page sends it (two here, cut at a base64 quantum).
  const cut = Math.floor(made.contentBase64.length / 8) * 4;
  const firstPart = await callB('handover.upload', { contentBase64: made.contentBase64.slice(0, cut) });
  const uploaded = await callB('handover.upload', {
    uploadId: firstPart.uploadId,
    contentBase64: made.contentBase64.slice(cut),
  });
  expect(uploaded.bytes).toBe(Buffer.from(made.contentBase64, 'base64').length);
  const imported = await callB('handover.import', {
    fileName: made.fileName,
    uploadId: uploaded.uploadId,
    passphrase: PASSPHRASE,
  });
  expect(imported).toMatchObject({ kind: 'imported', handoverId: made.handoverId });

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
  expect(getClaim({ db: coreB.store().db }, draft.value.id)?.state).toBe('draft');

  // Desk A comes back online: a run reaches the service and sends nothing.
  requestsA.length = 0;
  const online = await coreA.sync.syncNow();
  expect(online).toMatchObject({ connectivity: 'online', pendingCount: 0 });
  expect(requestsA.filter((entry) => entry.endpoint === 'submitClaim' || entry.endpoint === 'uploadDocument')).toEqual(
    [],
  );
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
