/** Documents: no read-back exists, so an unconfirmable upload is flagged for a person, never resent by itself. */
import { expect, it } from 'vitest';
import { confirmDocumentUploaded, retryDocument } from '../../main/claims/in-doubt';
import { renderStored } from '../../main/i18n/words';
import type { SyncEngine } from '../../main/sync/engine/sync-engine';
import { attachPdf, queueSpec, serviceClaims, startSyncWorld, type SyncWorld } from '../support/sync-world';
import { fastEngine, localDocuments, syncToCompletion, cleanUpEachTest } from './engine-harness';

const live = cleanUpEachTest();

async function claimWithDocument(): Promise<{ w: SyncWorld; e: SyncEngine; docId: number }> {
  const w = await startSyncWorld({}, 1);
  live.world = w;
  const [member] = w.members;
  if (!member) throw new Error('no member');
  const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '250' });
  const docId = attachPdf(w.db, w.ctx, id, 'lab-results.pdf');
  const e = fastEngine(w, w.client());
  live.engine = e;
  return { w, e, docId };
}

it('flags an upload whose answer was lost, and leaves the choice to staff', async () => {
  const { w, e, docId } = await claimWithDocument();
  w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims/doc' });
  const status = await e.syncNow();
  expect(status).toMatchObject({ pendingCount: 0, pendingDocumentCount: 0, documentsNeedingAttentionCount: 1 });
  const messages = w.db.prepare('SELECT messages_json FROM claim_documents WHERE id = ?').pluck().get(docId) as string;
  expect(renderStored(messages)).toEqual([
    'We could not confirm that lab-results.pdf reached the insurer. Check with the insurer, then mark it as attached or upload it again.',
  ]);
  w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
  await e.syncNow();
  expect((await serviceClaims(w.service))[0]?.documents).toBe(1);

  expect(confirmDocumentUploaded({ ...w.ctx, db: w.db }, docId)).toBe(true);
  expect(confirmDocumentUploaded({ ...w.ctx, db: w.db }, docId)).toBe(false);
  expect(localDocuments(w.db)).toMatchObject([{ id: docId, state: 'uploaded', outcome_unknown: 0 }]);
  await e.syncNow();
  expect((await serviceClaims(w.service))[0]?.documents).toBe(1);
});

it('uploads again only when staff ask', async () => {
  const { w, e, docId } = await claimWithDocument();
  w.service.sim.setFaults({ latencyMs: 0, dropAfterCommitRate: 1, pathPrefix: '/v1/claims/doc' });
  await e.syncNow();
  w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
  expect(retryDocument({ ...w.ctx, db: w.db }, docId)).toBe(true);
  await syncToCompletion(e);
  expect(localDocuments(w.db)).toMatchObject([{ id: docId, state: 'uploaded' }]);
  expect((await serviceClaims(w.service))[0]?.documents).toBe(2);
});

it('retries a document the service answered 503 for (not processed), without asking anyone', async () => {
  const { w, e, docId } = await claimWithDocument();
  w.service.sim.setFaults({ serverErrorRate: 1, pathPrefix: '/v1/claims/doc' });
  const during = await e.syncNow();
  expect(during).toMatchObject({ pendingDocumentCount: 1, documentsNeedingAttentionCount: 0 });
  w.service.sim.setFaults({ serverErrorRate: 0, pathPrefix: null });
  await syncToCompletion(e);
  expect(localDocuments(w.db)).toMatchObject([{ id: docId, state: 'uploaded' }]);
  expect((await serviceClaims(w.service))[0]?.documents).toBe(1);
});
