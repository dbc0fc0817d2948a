/** Deleting a draft: only a draft of this desk, whole (lines and documents), audited without the patient's name. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { attachDocument } from '../../main/claims/documents';
import { deleteDraft } from '../../main/claims/delete-draft';
import { queueClaim } from '../../main/claims/queue';
import { getClaim } from '../../main/claims/read';
import { saveDraft } from '../../main/claims/save';
import { stashEditorDraft, stashedEditorDraft } from '../../main/claims/work-in-progress';
import { listAudit } from '../../main/store/audit';
import { ClaimInput } from '../../shared/domain/claims';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import {
  claimContext,
  completeClaim,
  openTempDb,
  rowCounts,
  testClock,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';

let store: TempDb;
const ctx = claimContext(testClock().now);
const deps = () => ({ ...ctx, db: store.db });
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

function draft(authorizationNo: string): string {
  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim(authorizationNo, { memberName: 'Zawadi Mwangi' })));
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.id;
}

beforeEach(() => {
  store = openTempDb();
});
afterEach(() => store.close());

it('deletes a draft with its lines and documents, and records it without the member’s name', () => {
  const id = draft('PA-000001');
  expect(attachDocument(deps(), id, { fileName: 'referral.pdf', content: PDF }).ok).toBe(true);
  const before = rowCounts(store.db);
  expect(deleteDraft(deps(), id)).toEqual({ ok: true, value: { deleted: true } });
  expect(getClaim(deps(), id)).toBeUndefined();
  expect(rowCounts(store.db)).toMatchObject({ claims: before.claims - 1, claim_lines: 0, claim_documents: 0 });
  const [entry] = listAudit(store.db, { limit: 1 });
  expect(entry).toMatchObject({ action: 'claim.delete', outcome: 'ok', subject: `claim ${id}` });
  expect(entry?.detail).toMatch(/^draft, total [\d.,]+, \d+ line\(s\), 1 document\(s\)$/);
  expect(JSON.stringify(entry)).not.toContain('Zawadi');
});

it('takes the editor’s work in progress with it when that is the deleted draft, and only then', () => {
  const id = draft('PA-000004');
  const other = draft('PA-000005');
  const kept = {
    authorizationNo: 'PA-000004',
    attendanceDate: '2026-11-23',
    batchNo: '',
    doctor: { name: '', gender: '', phone: '', email: '', license: '', speciality: '', level: '', level_code: '' },
    complain: 'Headache since Monday',
    diagnoses: [],
    lines: [],
    unsaved: false,
  };
  stashEditorDraft(deps(), { ...kept, id: other });
  expect(deleteDraft(deps(), id).ok).toBe(true);
  expect(stashedEditorDraft(deps())?.id).toBe(other);
  stashEditorDraft(deps(), { ...kept, id: other });
  expect(deleteDraft(deps(), other).ok).toBe(true);
  expect(stashedEditorDraft(deps())).toBeUndefined();
});

it('refuses a queued claim and a claim that is gone, keeping everything', () => {
  const id = draft('PA-000002');
  expect(queueClaim(deps(), id, SEND_ANYWAY).ok).toBe(true);
  expect(deleteDraft(deps(), id)).toMatchObject({
    ok: false,
    error: { code: 'claim-locked', message: 'Only a draft can be deleted. This claim is queued or sent, so it stays.' },
  });
  expect(getClaim(deps(), id)?.state).toBe('queued');
  expect(deleteDraft(deps(), 'no-such-claim')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  expect(listAudit(store.db, { limit: 1 })[0]).toMatchObject({ action: 'claim.delete', outcome: 'refused' });
});

it('refuses a draft handed to another desk', () => {
  const id = draft('PA-000003');
  store.db
    .prepare("UPDATE claims SET handed_over_at = '2026-11-22T09:00:00.000Z', handover_id = 'h' WHERE id = ?")
    .run(id);
  expect(deleteDraft(deps(), id)).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
  expect(getClaim(deps(), id)).toBeDefined();
});

const bed = useCoreTestbed();

it('is the operation claims.deleteDraft, on a real core', async () => {
  const sim = await bed.startSim();
  const core = await bed.start(serviceOf(sim));
  const saved = saveDraft(core.claims(), ClaimInput.parse(completeClaim('PA-000004')));
  if (!saved.ok) throw new Error(saved.error.message);
  const host = createOperationHost(core);
  expect(await host.invoke('claims.deleteDraft', { id: saved.value.id })).toEqual({
    ok: true,
    value: { deleted: true },
  });
  expect(await host.invoke('claims.get', { id: saved.value.id })).toMatchObject({ ok: false });
});
