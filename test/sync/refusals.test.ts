/**
 * The insurer says no: a claim refused (422 with the service's words, or a 400
 * for a rule ClaimDesk cannot know) waits for a person with those words and is
 * never resent by itself; a document whose claim the service does not know (404)
 * is flagged the same way.
 */
import { expect, it } from 'vitest';
import { requeueClaim } from '../../main/claims/queue';
import { getClaim } from '../../main/claims/read';
import { attachPdf, queueSpec, serviceClaims, startSyncWorld } from '../support/sync-world';
import { cleanUpEachTest, fastEngine, localClaims, localDocuments, syncToCompletion } from './engine-harness';

const live = cleanUpEachTest();

async function world() {
  const w = await startSyncWorld({}, 1);
  live.world = w;
  const [member] = w.members;
  if (!member) throw new Error('no member');
  const e = fastEngine(w, w.client());
  live.engine = e;
  return { w, e, member };
}

it('puts a claim the insurer refuses (422) before staff in the insurer’s own words, and sends nothing again', async () => {
  const { w, e, member } = await world();
  const id = queueSpec(w.db, w.ctx, {
    member: { ...member, authorizationNo: 'PA-999999' },
    attendanceDate: '2026-11-20',
    price: '100',
  });
  const status = await e.syncNow();
  expect(status).toMatchObject({ needsAttentionCount: 1, pendingCount: 0, unconfirmedCount: 0 });
  expect(localClaims(w.db)).toEqual([{ id, state: 'needs-attention', claim_no: null, outcome_unknown: 0 }]);
  expect(getClaim(w, id)?.messages).toEqual(['Invalid authorization number PA-999999: no approved authorization']);
  const audit = w.db.prepare("SELECT outcome, detail FROM audit_log WHERE action = 'claim.send'").all();
  // The insurer's words stay with the claim; the audit trail, kept longest, holds no clinical text.
  expect(audit).toEqual([{ outcome: 'rejected', detail: 'refused by the insurer: 1 message(s), kept with the claim' }]);

  await e.syncNow();
  expect(await serviceClaims(w.service)).toEqual([]);
  expect(w.db.prepare('SELECT attempts FROM claims WHERE id = ?').pluck().get(id)).toBe(1);
});

it('puts a claim the insurer refuses with a 400 before staff, and sends it once they queue it again', async () => {
  const { w, e, member } = await world();
  w.service.sim.setFaults({ refuse: { status: 400, message: 'doctor.license is required' }, pathPrefix: '/v1/claims' });
  const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '100' });
  expect(await e.syncNow()).toMatchObject({ needsAttentionCount: 1, pendingCount: 0 });
  expect(getClaim(w, id)).toMatchObject({ state: 'needs-attention', messages: ['doctor.license is required'] });
  expect(await serviceClaims(w.service)).toEqual([]);

  w.service.sim.setFaults({ refuse: null, pathPrefix: null });
  const requeued = requeueClaim({ ...w.ctx, db: w.db }, id);
  expect(requeued.ok).toBe(true);
  await syncToCompletion(e);
  const remote = await serviceClaims(w.service);
  expect(remote).toHaveLength(1);
  expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: remote[0]?.claim_no, outcome_unknown: 0 }]);
});

it('flags a document whose claim the insurer does not know (404), in its words, and uploads nothing again', async () => {
  const { w, e, member } = await world();
  const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '100' });
  await syncToCompletion(e);
  const claimNo = getClaim(w, id)?.claimNo ?? '';
  // The insurer has lost the claim (the simulator forgets everything it stored).
  await w.service.sim.reset();
  const docId = attachPdf(w.db, w.ctx, id, 'referral.pdf');

  const status = await e.syncNow();
  expect(status).toMatchObject({ pendingDocumentCount: 0, documentsNeedingAttentionCount: 1 });
  expect(localDocuments(w.db)).toEqual([{ id: docId, claim_id: id, state: 'needs-attention', outcome_unknown: 0 }]);
  expect(getClaim(w, id)?.documents[0]?.messages).toEqual([`Pre-authorization not found for claim ${claimNo}`]);
  await e.syncNow();
  const uploads = w.db.prepare("SELECT outcome FROM audit_log WHERE action = 'document.upload'").pluck().all();
  expect(uploads).toEqual(['rejected']);
});
