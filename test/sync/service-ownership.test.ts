/**
 * Every claim belongs to the service it was captured for (claims.service): an engine sends, checks and uploads
 * for its own service's claims only, whatever else waits in the same store.
 */
import { expect, it } from 'vitest';
import type { RemoteClient } from '../../main/remote/client';
import type { SyncClient } from '../../main/sync/run/context';
import { attachPdf, queueSpec, refOf, serviceClaims, startSyncWorld } from '../support/sync-world';
import { fastEngine, localClaims, localDocuments, cleanUpEachTest } from './engine-harness';

const live = cleanUpEachTest();

/** The client, noting each batch it reads. */
function readsNoted(client: RemoteClient): { client: SyncClient; batchesRead: string[] } {
  const batchesRead: string[] = [];
  return {
    batchesRead,
    client: {
      submitClaim: (...args) => client.submitClaim(...args),
      uploadDocument: (...args) => client.uploadDocument(...args),
      getAuthorization: (...args) => client.getAuthorization(...args),
      listClaimsByBatch: (params, options) => {
        batchesRead.push(params.batch_no);
        return client.listClaimsByBatch(params, options);
      },
    },
  };
}

it("never sends, checks or uploads another service's claim, and sends its own", async () => {
  const w = await startSyncWorld({}, 3);
  live.world = w;
  const [a, b, c] = w.members;
  if (!a || !b || !c) throw new Error('three members');
  const demo = { ...w.ctx, service: 'demo' };
  const spec = { attendanceDate: '2026-11-20', price: '250' };

  const mine = queueSpec(w.db, w.ctx, { ...spec, member: a });
  const queuedInDemo = queueSpec(w.db, demo, { ...spec, member: b, batchNo: 'B-DEMO' });
  // A demo claim left in doubt (sending when the desk stopped), and one the demo already numbered, with a document.
  const inDoubtInDemo = queueSpec(w.db, demo, { ...spec, member: c, batchNo: 'B-DEMO' });
  w.db
    .prepare("UPDATE claims SET state = 'sending', outcome_unknown = 1, attempts = 1 WHERE id = ?")
    .run(inDoubtInDemo);
  const sentInDemo = queueSpec(w.db, demo, { ...spec, member: a, batchNo: 'B-DEMO', price: '300' });
  w.db
    .prepare("UPDATE claims SET state = 'submitted', claim_no = 'CLM-DEMO-1', attempts = 1 WHERE id = ?")
    .run(sentInDemo);
  const demoDocument = attachPdf(w.db, demo, sentInDemo);

  const noted = readsNoted(w.client());
  const engine = fastEngine(w, noted.client);
  live.engine = engine;
  await engine.syncNow();

  expect((await serviceClaims(w.service)).map(refOf)).toEqual([mine]);
  expect(noted.batchesRead).not.toContain('B-DEMO');
  const rows = new Map(localClaims(w.db).map((row) => [row.id, row]));
  expect(rows.get(mine)).toMatchObject({ state: 'submitted' });
  expect(rows.get(queuedInDemo)).toMatchObject({ state: 'queued', claim_no: null, outcome_unknown: 0 });
  expect(rows.get(inDoubtInDemo)).toMatchObject({ state: 'sending', claim_no: null, outcome_unknown: 1 });
  expect(localDocuments(w.db).find((doc) => doc.id === demoDocument)).toMatchObject({ state: 'pending' });
  const attempts = w.db.prepare('SELECT attempts FROM claims WHERE id = ?').pluck();
  expect(attempts.get(queuedInDemo)).toBe(0);
  expect(w.db.prepare('SELECT attempts FROM claim_documents WHERE id = ?').pluck().get(demoDocument)).toBe(0);
});

it("sends the other way round too: an engine for the demo leaves the insurer's claims alone", async () => {
  const w = await startSyncWorld({}, 2);
  live.world = w;
  const [a, b] = w.members;
  if (!a || !b) throw new Error('two members');
  const demo = { ...w.ctx, service: 'demo' };
  const spec = { attendanceDate: '2026-11-20', price: '250' };
  const real = queueSpec(w.db, w.ctx, { ...spec, member: a });
  const inDemo = queueSpec(w.db, demo, { ...spec, member: b });

  const engine = fastEngine(w, w.client(), { service: 'demo' });
  live.engine = engine;
  const status = await engine.syncNow();

  expect((await serviceClaims(w.service)).map(refOf)).toEqual([inDemo]);
  expect(localClaims(w.db).find((row) => row.id === real)).toMatchObject({ state: 'queued', claim_no: null });
  // The status still counts the claim waiting for its own service: nothing is hidden from staff.
  expect(status.pendingCount).toBe(1);
});
