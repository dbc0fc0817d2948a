import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachDocument, removeDocument } from '../../main/claims/documents';
import { queueClaim } from '../../main/claims/queue';
import { getClaim, listClaims, outboxCounts } from '../../main/claims/read';
import { applyReferralRule, sendWithoutDocument } from '../../main/claims/referral';
import { returnToDraft } from '../../main/claims/return-to-draft';
import { saveDraft } from '../../main/claims/save';
import { claimForSending } from '../../main/sync/outbox/claim-outbox';
import { ClaimInput } from '../../shared/domain/claims';
import type { ClaimContext } from '../../main/claims/context';
import {
  claimContext,
  completeClaim,
  openTempDb,
  SEND_ANYWAY,
  testClock,
  TEST_SERVICE,
  type TempDb,
} from '../support/claims-fixtures';
import { knowsReferralMember } from '../support/referral-fixtures';
import { upsertAuthorization } from '../../main/care/rows';

let store: TempDb;
const clock = testClock();
const deps = (extra: Partial<ClaimContext> = {}) => ({ ...claimContext(clock.now, extra), db: store.db });

const LETTER = Buffer.from('%PDF-1.4\n%%EOF\n');

function draft(authorizationNo: string): string {
  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim(authorizationNo)));
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.id;
}

function queued(authorizationNo: string, extra: Partial<ClaimContext> = {}): string {
  const id = draft(authorizationNo);
  const result = queueClaim(deps(extra), id, SEND_ANYWAY);
  if (!result.ok) throw new Error(result.error.message);
  return id;
}

const view = (id: string) => {
  const claim = getClaim(deps(), id);
  if (!claim) throw new Error(`claim ${id} missing`);
  return claim;
};

const taken = (): string[] => claimForSending(store.db, TEST_SERVICE, clock.now(), 10).map((claim) => claim.id);

beforeEach(() => {
  store = openTempDb();
  // The service's own spelling of Referral, in capitals: the desk reads it in any case.
  knowsReferralMember(store.db, { 'PA-DENTAL': 'DEN-01', 'PA-OUTPATIENT': 'OPD-01' }, 'REFERRAL');
});
afterEach(() => store.close());

describe('a claim on a Referral benefit', () => {
  it('is held once queued, until a document marked as its referral letter is attached', () => {
    const id = queued('PA-DENTAL');
    expect(view(id)).toMatchObject({ state: 'queued', referralLetter: 'missing', waitingOnDocument: true });
    expect(outboxCounts(deps()).waitingOnDocument).toBe(1);
    expect(listClaims(deps()).find((item) => item.id === id)?.waitingOnDocument).toBe(true);
    expect(taken()).toEqual([]);

    // Any other document leaves it waiting: only the letter releases it.
    expect(attachDocument(deps(), id, { fileName: 'xray.pdf', content: LETTER }).ok).toBe(true);
    expect(view(id).waitingOnDocument).toBe(true);

    const letter = attachDocument(deps(), id, { fileName: 'referral.pdf', content: LETTER, kind: 'referral' });
    if (!letter.ok) throw new Error(letter.error.message);
    expect(letter.value.kind).toBe('referral');
    expect(view(id)).toMatchObject({ referralLetter: 'attached', waitingOnDocument: false });
    expect(outboxCounts(deps()).waitingOnDocument).toBe(0);

    // Removed before it was sent: held again.
    expect(removeDocument(deps(), letter.value.id).ok).toBe(true);
    expect(view(id).waitingOnDocument).toBe(true);
    attachDocument(deps(), id, { fileName: 'referral.pdf', content: LETTER, kind: 'referral' });
    expect(taken()).toEqual([id]);
  });

  it('is not held when its letter was attached while it was a draft', () => {
    const id = draft('PA-DENTAL');
    expect(view(id)).toMatchObject({ referralLetter: 'missing', waitingOnDocument: false });
    attachDocument(deps(), id, { fileName: 'referral.pdf', content: LETTER, kind: 'referral' });
    const result = queueClaim(deps(), id, SEND_ANYWAY);
    expect(result.ok && result.value.waitingOnDocument).toBe(false);
    expect(view(id).referralLetter).toBe('attached');
  });

  it('is sent without its letter when staff say so, audited with who and why', () => {
    const id = queued('PA-DENTAL');
    const result = sendWithoutDocument(deps(), id, 'Referral seen on the insurer portal');
    expect(result.ok && result.value).toMatchObject({ referralLetter: 'waived', waitingOnDocument: false });
    expect(taken()).toEqual([id]);
    const audit = store.db
      .prepare("SELECT staff, detail FROM audit_log WHERE action = 'claim.send-without-document'")
      .all();
    expect(audit).toEqual([{ staff: 'Amina', detail: 'Referral seen on the insurer portal' }]);
    // Once waived, never held for it again, even after going back to draft and queued anew.
    store.db.prepare("UPDATE claims SET state = 'queued', outcome_unknown = 0 WHERE id = ?").run(id);
    expect(returnToDraft(deps(), id).ok).toBe(true);
    expect(queueClaim(deps(), id, SEND_ANYWAY).ok && view(id).waitingOnDocument).toBe(false);
  });

  it('cannot be waived when nothing is missing, nor once it is past sending', () => {
    const direct = queued('PA-OUTPATIENT');
    const notHeld = sendWithoutDocument(deps(), direct, 'no reason');
    expect(notHeld.ok || notHeld.error.code).toBe('not-held');
    const dental = queued('PA-DENTAL');
    store.db.prepare("UPDATE claims SET state = 'submitted', claim_no = 'CLM-9' WHERE id = ?").run(dental);
    const late = sendWithoutDocument(deps(), dental, 'too late');
    expect(late.ok || late.error.code).toBe('claim-locked');
  });

  it('is only warned of under the rule `warn`, and the rule applies to the claims already queued', () => {
    const warned = queued('PA-DENTAL', { referralLetter: 'warn' });
    expect(view(warned)).toMatchObject({ referralLetter: 'missing', waitingOnDocument: false });
    expect(taken()).toEqual([warned]); // the take marked it sending: back to queued for the rest of the test
    store.db.prepare("UPDATE claims SET state = 'queued', outcome_unknown = 0 WHERE id = ?").run(warned);

    expect(applyReferralRule(deps({ referralLetter: 'hold' }))).toBe(1);
    expect(view(warned).waitingOnDocument).toBe(true);
    expect(applyReferralRule(deps({ referralLetter: 'warn' }))).toBe(0);
    expect(view(warned).waitingOnDocument).toBe(false);
  });

  it('is released when edited onto an authorization whose benefit needs no letter', () => {
    const id = queued('PA-DENTAL');
    const edited = saveDraft(deps(), ClaimInput.parse({ ...completeClaim('PA-OUTPATIENT'), id }));
    expect(edited.ok && edited.value).toMatchObject({ state: 'queued', referralLetter: 'not-needed' });
    expect(view(id).waitingOnDocument).toBe(false);
  });
});

describe('a claim whose benefit the desk does not know', () => {
  it('is not held: a number typed in for a member never looked up', () => {
    upsertAuthorization(store.db, {
      authorizationNo: 'PA-TYPED',
      cardNo: '',
      benefitCode: '',
      status: 'Unchecked',
      source: 'manual',
      obtainedAt: '2026-11-20T08:00:00.000Z',
      checkedAt: null,
      checkOutcome: null,
    });
    const id = queued('PA-TYPED');
    expect(view(id)).toMatchObject({ referralLetter: 'not-needed', waitingOnDocument: false });
  });
});
