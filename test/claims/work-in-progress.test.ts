/** The claim being written, kept by the core as typed. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dropEditorDraft, stashEditorDraft, stashedEditorDraft } from '../../main/claims/work-in-progress';
import type { ClaimEditorDraft } from '../../shared/domain/claims';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { openTempDb, type TempDb } from '../support/claims-fixtures';

let store: TempDb;
beforeEach(() => (store = openTempDb()));
afterEach(() => store.close());

const DRAFT: ClaimEditorDraft = {
  authorizationNo: 'PA-000001',
  memberName: 'Fatuma Kowalski Chepkoech',
  attendanceDate: '2026-11-23',
  batchNo: '',
  doctor: { ...SAMPLE_DOCTOR },
  complain: 'Fever',
  diagnoses: [{ code: 'B5', type: 'Principal' }],
  // Kept as typed, half-typed price included.
  lines: [{ tariffId: 'TRF-001-000001', name: 'Consultation', type: 'investigation', quantity: '2', price: '12.' }],
  unsaved: true,
};

it('keeps the claim being written as typed, replaces it, and drops it', () => {
  expect(stashedEditorDraft(store)).toBeUndefined();
  stashEditorDraft({ db: store.db, now: () => new Date('2026-11-23T09:00:00Z') }, DRAFT);
  expect(stashedEditorDraft(store)).toEqual(DRAFT);
  const saved = { ...DRAFT, id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f0001', unsaved: false };
  stashEditorDraft({ db: store.db, now: () => new Date('2026-11-23T09:01:00Z') }, saved);
  expect(stashedEditorDraft(store)).toEqual(saved);
  expect(store.db.prepare('SELECT count(*) FROM work_in_progress').pluck().get()).toBe(1);
  dropEditorDraft(store);
  expect(stashedEditorDraft(store)).toBeUndefined();
});

it('keeps a complaint past its 4,000 characters while staff shorten it, so a reload loses nothing typed', () => {
  const long = { ...DRAFT, complain: 'x'.repeat(5_000) };
  stashEditorDraft({ db: store.db, now: () => new Date() }, long);
  expect(stashedEditorDraft(store)).toEqual(long);
});

it('refuses what is not a draft, and drops a stored one it cannot read instead of guessing', () => {
  expect(() =>
    stashEditorDraft({ db: store.db, now: () => new Date() }, { ...DRAFT, complain: 'x'.repeat(8_001) }),
  ).toThrow();
  store.db
    .prepare("INSERT INTO work_in_progress (key, value_json, saved_at) VALUES ('claim-editor', '{\"lines\": 3}', '')")
    .run();
  expect(stashedEditorDraft(store)).toBeUndefined();
  expect(store.db.prepare('SELECT count(*) FROM work_in_progress').pluck().get()).toBe(0);
});
