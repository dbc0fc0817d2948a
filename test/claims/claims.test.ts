import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getClaim, listClaims, outboxCounts } from '../../main/claims/read';
import { queueClaim, requeueClaim } from '../../main/claims/queue';
import { saveDraft } from '../../main/claims/save';
import { toClaimInput, toClaimSubmission } from '../../main/claims/submission';
import { listAudit } from '../../main/store/audit';
import { ClaimSubmission } from '../../shared/wire/claims';
import { ClaimInput, type ClaimView } from '../../shared/domain/claims';
import { draftProblems, queueProblems } from '../../shared/domain/claim-rules';
import {
  claimContext,
  COMPLETE_CLAIM_TOTAL,
  completeClaim,
  openTempDb,
  rowCounts,
  testClock,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';

let store: TempDb;
const clock = testClock();
const ctx = claimContext(clock.now);
/** The claim use cases\' dependencies: the store of the test running now, and `ctx`. */
const deps = () => ({ ...ctx, db: store.db });

beforeEach(() => {
  store = openTempDb();
  clock.set('2026-11-22T09:00:00.000Z');
});
afterEach(() => store.close());

/** Saves the claim as the operation boundary reads it (the ClaimInput schema). */
const save = (input: ClaimInput) => saveDraft(deps(), ClaimInput.parse(input));

function saved(input: ClaimInput): ClaimView {
  const result = save(input);
  if (!result.ok) throw new Error(`save failed: ${result.error.message}`);
  return result.value;
}

const setState = (id: string, state: string, extra = ''): void =>
  void store.db.prepare(`UPDATE claims SET state = ?${extra} WHERE id = ?`).run(state, id);

describe('saveDraft', () => {
  it('stores a claim with its lines, captured prices and an exact total, and audits it', () => {
    const claim = saved(completeClaim());
    expect(claim.state).toBe('draft');
    expect(claim.amountText).toBe(COMPLETE_CLAIM_TOTAL);
    expect(claim.lines.map((line) => [line.lineNo, line.tariffId, line.priceText, line.amountText])).toEqual([
      [1, 'TRF-001-000001', '450.50', '450.50'],
      [2, 'TRF-001-000002', '120.25', '360.75'],
      [3, 'TRF-001-000003', '800.00', '800.00'],
      [4, 'TRF-001-000004', '15.005', '150.05'],
      [5, 'TRF-001-000005', '1000.10', '1000.10'],
    ]);
    expect(getClaim(store, claim.id)).toEqual(claim);
    const audit = listAudit(store.db, { limit: 10 });
    expect(audit.map((entry) => [entry.action, entry.outcome, entry.staff])).toEqual([['claim.save', 'ok', 'Amina']]);
  });

  it('keeps an incomplete draft, and replaces lines whole on edit', () => {
    const draft = saved({ authorizationNo: 'PA-000009' });
    expect(draft.lines).toEqual([]);
    expect(draft.amountText).toBe('0.00');
    const edited = saved({ ...completeClaim('PA-000009'), id: draft.id, lines: completeClaim().lines?.slice(0, 2) });
    expect(edited.id).toBe(draft.id);
    expect(edited.lines).toHaveLength(2);
    expect(edited.amountText).toBe('811.25');
    expect(rowCounts(store.db)).toEqual({ claims: 1, claim_lines: 2, claim_documents: 0 });
    expect(listAudit(store.db, { limit: 1 })[0]?.action).toBe('claim.edit');
  });

  it('keeps the insurer’s pre-authorization staff recorded, trimmed, and never sends it', () => {
    const claim = saved({ ...completeClaim(), preAuthorizationNo: '  PRE-778 ' });
    expect(claim.preAuthorizationNo).toBe('PRE-778');
    expect(toClaimInput(claim).preAuthorizationNo).toBe('PRE-778');
    expect(JSON.stringify(toClaimSubmission(claim))).not.toContain('PRE-778');
    // Cleared on edit like any field; a claim saved without one has none.
    expect(saved({ ...completeClaim(), id: claim.id }).preAuthorizationNo).toBe('');
  });

  it('fills the member from the recorded authorization when the editor did not', () => {
    store.db
      .prepare(
        `INSERT INTO authorizations (authorization_no, card_no, benefit_code, member_name, status, source, obtained_at)
         VALUES ('PA-000042', 'CD-1000025', 'OPD-01', 'Aisha Mugo Njoroge', 'APPROVED', 'otp', '2026-11-22T08:00:00Z')`,
      )
      .run();
    const claim = saved({ authorizationNo: 'PA-000042' });
    expect([claim.cardNo, claim.memberName]).toEqual(['CD-1000025', 'Aisha Mugo Njoroge']);
  });

  it('refuses ill-typed input with plain field errors and writes nothing', () => {
    const input = {
      ...completeClaim(),
      lines: [{ tariffId: 'T', name: 'x', type: 'medication', quantity: 1.5, price: '1e3' }],
    };
    expect(draftProblems(input)).toEqual([
      {
        field: 'lines.0.quantity',
        code: 'claim.line.quantityNotWhole',
        params: { field: 'lines.0.quantity', number: 1 },
        message: 'Line 1: the quantity must be a whole number of at least 1.',
      },
      {
        field: 'lines.0.price',
        code: 'claim.line.priceNotAmount',
        params: { field: 'lines.0.price', number: 1 },
        message: 'Line 1: the price must be an amount like 120.50, with at most 4 decimals.',
      },
    ]);
    expect(ClaimInput.safeParse(input).success).toBe(false);
    expect(rowCounts(store.db).claims).toBe(0);
  });

  it('keeps a queued claim queued when edited, but only while it stays complete', () => {
    const claim = saved(completeClaim());
    const queued = queueClaim(deps(), claim.id, SEND_ANYWAY);
    if (!queued.ok) throw new Error(queued.error.message);
    const edited = saved({ ...toClaimInput(queued.value), complain: 'Fever' });
    expect([edited.state, edited.complain]).toEqual(['queued', 'Fever']);

    const broken = save({ ...toClaimInput(edited), diagnoses: [] });
    expect(broken.ok || broken.error.code).toBe('not-ready');
    expect(getClaim(store, claim.id)?.diagnoses).toHaveLength(2);
  });

  it.each([
    ['sending', '', 'being sent'],
    ['submitted', ", claim_no = 'CLM-000007'", 'CLM-000007'],
  ])('refuses to change a %s claim', (state, extra, words) => {
    const claim = saved(completeClaim());
    setState(claim.id, state, extra);
    const result = save({ ...completeClaim(), id: claim.id, complain: 'changed' });
    expect(result.ok || [result.error.code, result.error.message.includes(words)]).toEqual(['claim-locked', true]);
    expect(getClaim(store, claim.id)?.complain).toBe('Fever and headache for three days');
    expect(listAudit(store.db, { limit: 1 })[0]?.outcome).toBe('refused');
  });

  it('refuses to change a claim whose sending outcome is unknown', () => {
    const claim = saved(completeClaim());
    setState(claim.id, 'queued', ', outcome_unknown = 1');
    const result = save({ ...completeClaim(), id: claim.id });
    expect(result.ok || result.error.code).toBe('claim-locked');
  });

  it('answers a full disk as a typed error and leaves the previous version whole', () => {
    const claim = saved(completeClaim());
    const pages = store.db.pragma('page_count', { simple: true }) as number;
    store.db.pragma(`max_page_count = ${pages}`);
    const huge = { ...completeClaim(), id: claim.id, complain: 'x'.repeat(4000) };
    const lines = Array.from({ length: 200 }, (_, i) => ({
      tariffId: `TRF-${i}`,
      name: 'n'.repeat(500),
      type: 'medication',
      quantity: 1,
      price: '1',
    }));
    const result = save({ ...huge, lines });
    expect(result.ok || [result.error.code, result.error.message]).toEqual([
      'store-failed',
      'The disk is full: the claim was not saved. Free some space and save again.',
    ]);
    expect(getClaim(store, claim.id)).toEqual(claim);
  });
});

describe('the queueing rules', () => {
  const today = '2026-11-22';
  const wording = (problems: { field: string; message: string }[]) =>
    problems.map(({ field, message }) => ({ field, message }));

  it('accept a complete claim', () => {
    expect(queueProblems(ClaimInput.parse(completeClaim('PA-1', { batchNo: 'B-1' })), today)).toEqual([]);
  });

  it('name every missing or wrong field in plain words', () => {
    const problems = queueProblems(
      ClaimInput.parse({
        ...completeClaim(''),
        attendanceDate: '2026-11-23',
        batchNo: '',
        doctor: { name: 'Dr. X', gender: 'female', email: 'nope' },
        diagnoses: [
          { code: 'A', type: 'Principal' },
          { code: '', type: 'Principal' },
        ],
        lines: [],
      }),
      today,
    );
    expect(wording(problems)).toEqual([
      { field: 'authorizationNo', message: 'Pick the authorization for this visit.' },
      {
        field: 'attendanceDate',
        message: 'The attendance date is in the future; enter the day the member was seen.',
      },
      { field: 'doctor.gender', message: "Doctor's gender must be an upper-case word, like FEMALE." },
      { field: 'doctor.email', message: "Doctor's email must be an email address." },
      { field: 'diagnoses.1.code', message: 'Diagnosis 2 needs a code.' },
      { field: 'diagnoses', message: 'Only one diagnosis may be Principal; 2 are marked.' },
      { field: 'lines', message: 'Add at least one item to claim.' },
    ]);
    expect(problems.map((problem) => problem.code)).toEqual([
      'claim.authorization.missing',
      'claim.attendanceDate.future',
      'doctor.gender.notWord',
      'doctor.email.notAddress',
      'claim.diagnosis.codeMissing',
      'claim.diagnosis.principalMany',
      'claim.lines.none',
    ]);
    expect(problems.find((problem) => problem.field === 'diagnoses')?.params).toEqual({ count: 2 });
  });

  it('ask for a Principal diagnosis, and leave an empty batch number to the batch rule', () => {
    const claim = completeClaim('PA-1', { batchNo: '', diagnoses: [{ code: 'B54', type: 'Secondary' }] });
    expect(wording(queueProblems(ClaimInput.parse(claim), today))).toEqual([
      { field: 'diagnoses', message: 'Mark one diagnosis as Principal.' },
    ]);
  });

  it('compare calendar dates: the attendance date may be today', () => {
    const claim = ClaimInput.parse(completeClaim('PA-1', { attendanceDate: today, batchNo: 'B-1' }));
    expect(queueProblems(claim, today)).toEqual([]);
  });
});

describe('queueClaim', () => {
  it('queues a complete claim with a batch number from the rule, or the claim’s own', () => {
    const ruled = saved(completeClaim());
    const queued = queueClaim(
      { ...claimContext(clock.now, { batchRule: { kind: 'weekly', prefix: 'W-' } }), db: store.db },
      ruled.id,
      SEND_ANYWAY,
    );
    expect(queued.ok && [queued.value.state, queued.value.batchNo, queued.value.queuedAt]).toEqual([
      'queued',
      'W-2026-W47',
      '2026-11-22T09:00:00.000Z',
    ]);
    const manual = saved(completeClaim('PA-2', { batchNo: 'MY-BATCH' }));
    const queuedManual = queueClaim(deps(), manual.id, SEND_ANYWAY);
    expect(queuedManual.ok && queuedManual.value.batchNo).toBe('MY-BATCH');
    expect(outboxCounts(store).byState).toEqual({
      draft: 0,
      queued: 2,
      sending: 0,
      submitted: 0,
      'needs-attention': 0,
    });
  });

  it('refuses an incomplete claim with its field errors and leaves it a draft', () => {
    const draft = saved({ authorizationNo: 'PA-3' });
    const result = queueClaim(deps(), draft.id, SEND_ANYWAY);
    expect(result.ok || result.error.code).toBe('not-ready');
    expect(result.ok || result.error.fields?.map((f) => f.field)).toContain('doctor.name');
    expect(getClaim(store, draft.id)?.state).toBe('draft');
  });

  it('refuses a date in the future of the desk’s own calendar', () => {
    clock.set('2026-11-19T22:00:00.000Z'); // 20 Nov already in Nairobi, still 19 Nov in UTC
    const claim = saved(completeClaim());
    expect(queueClaim(deps(), claim.id, SEND_ANYWAY).ok).toBe(false);
    expect(
      queueClaim({ ...claimContext(clock.now, { timeZone: 'Africa/Nairobi' }), db: store.db }, claim.id, SEND_ANYWAY)
        .ok,
    ).toBe(true);
  });

  it('clears the review flag when staff queue a reviewed claim again', () => {
    const claim = saved(completeClaim());
    queueClaim(deps(), claim.id, SEND_ANYWAY);
    store.db.prepare("UPDATE claims SET review_reason = 'price changed' WHERE id = ?").run(claim.id);
    expect(getClaim(store, claim.id)?.reviewReason).toBe('price changed');
    const requeued = queueClaim(deps(), claim.id, SEND_ANYWAY);
    expect(requeued.ok && [requeued.value.state, requeued.value.reviewReason]).toEqual(['queued', null]);
  });

  it('re-queues a claim that needs attention after a fix, clearing the insurer’s messages', () => {
    const claim = saved(completeClaim());
    setState(claim.id, 'needs-attention', `, messages_json = '["authorization not approved"]'`);
    expect(getClaim(store, claim.id)?.messages).toEqual(['authorization not approved']);
    const requeued = requeueClaim(deps(), claim.id);
    expect(requeued.ok && [requeued.value.state, requeued.value.messages]).toEqual(['queued', []]);
    expect(listAudit(store.db, { limit: 1 })[0]?.action).toBe('claim.requeue');
  });

  it('never re-queues a claim whose earlier sending outcome is unknown', () => {
    const claim = saved(completeClaim());
    setState(claim.id, 'needs-attention', ', outcome_unknown = 1');
    const result = requeueClaim(deps(), claim.id);
    expect(result.ok || result.error.code).toBe('outcome-unknown');
    expect(getClaim(store, claim.id)?.state).toBe('needs-attention');
  });

  it('re-queues only claims that need attention, and refuses sent or unknown ones', () => {
    const claim = saved(completeClaim());
    expect(requeueClaim(deps(), claim.id).ok).toBe(false);
    setState(claim.id, 'submitted');
    const result = queueClaim(deps(), claim.id, SEND_ANYWAY);
    expect(result.ok || result.error.code).toBe('claim-locked');
    const missing = queueClaim(deps(), '00000000-0000-4000-8000-000000000000');
    expect(missing.ok || missing.error.code).toBe('not-found');
  });
});

describe('reading claims back', () => {
  it('lists by state and by a search over member, authorization and batch', () => {
    const a = saved(completeClaim('PA-100', { memberName: 'Grace Mutua' }));
    clock.set('2026-11-22T09:05:00.000Z');
    const b = saved(completeClaim('PA-200', { memberName: 'Aisha 100% Njoroge' }));
    queueClaim(deps(), b.id, SEND_ANYWAY);
    expect(listClaims(store).map((item) => item.id)).toEqual([b.id, a.id]);
    expect(listClaims(store, { states: ['draft'] }).map((item) => item.id)).toEqual([a.id]);
    expect(listClaims(store, { search: 'grace' }).map((item) => item.id)).toEqual([a.id]);
    expect(listClaims(store, { search: '100%' }).map((item) => item.id)).toEqual([b.id]);
    expect(listClaims(store, { search: 'B-2026-11' }).map((item) => item.id)).toEqual([b.id]);
    // A search that reads as a date finds the claims of that attendance date, however it is written.
    for (const date of ['20/11/2026', '2026-11-20', '20 Nov 2026', '20 novembre 2026']) {
      expect(
        listClaims(store, { search: date }).map((item) => item.id),
        date,
      ).toEqual([b.id, a.id]);
    }
    expect(listClaims(store, { search: '21/11/2026' })).toEqual([]);
    expect(listClaims(store, { limit: 1 })[0]).toMatchObject({
      lineCount: 5,
      documentCount: 0,
      amountText: COMPLETE_CLAIM_TOTAL,
    });
  });

  it('builds the wire body the insurer takes, with exact unit prices', () => {
    const claim = saved(completeClaim('PA-7', { batchNo: 'B-1' }));
    const body = toClaimSubmission(claim);
    expect(ClaimSubmission.parse(body)).toEqual(body);
    expect(body.breakup.map((line) => [line.id, line.quantity, line.amount])).toEqual([
      ['TRF-001-000001', 1, 450.5],
      ['TRF-001-000002', 3, 120.25],
      ['TRF-001-000003', 1, 800],
      ['TRF-001-000004', 10, 15.005],
      ['TRF-001-000005', 1, 1000.1],
    ]);
    expect(toClaimInput(claim).lines.map((line) => line.price)).toEqual([
      '450.5000',
      '120.2500',
      '800.0000',
      '15.0050',
      '1000.1000',
    ]);
    expect(saved(toClaimInput(claim))).toEqual({ ...claim, updatedAt: claim.updatedAt });
  });
});
