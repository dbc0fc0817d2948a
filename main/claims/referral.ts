/**
 * The referral letter of a claim on a Referral benefit. The service marks each benefit's `access_type`
 * (`Referral` or `Direct`) and knows no kinds of document, so the desk decides both halves itself:
 *
 * - a claim NEEDS a letter when its authorization's benefit is a Referral one (case-insensitive) in the member
 *   cache (recent_members, as last looked up). A benefit the desk does not know (a number typed in offline for a
 *   member never looked up, or a member the cache has forgotten) needs none: the desk cannot hold a claim on
 *   what it does not know, and the insurer is the judge;
 * - a claim HAS one when a document attached to it is marked `referral` (claim_documents.kind, migration 17);
 * - staff may WAIVE it ("Send without", audited with who and why: document_waived_at).
 *
 * While the desk's rule is `hold`, a queued claim that needs a letter it neither has nor was waived is held:
 * `claims.waiting_on_document = 1`, which the sync engine's take skips (main/sync/outbox/claim-outbox.ts) and the counts
 * report. refreshReferralHold is the only writer of that column, and is called by every change that can move it:
 * queueing, saving a queued claim, attaching or removing a document, "Send without", the rule's change, and a
 * hand-over file read (imported, or taken back: main/handover/import.ts). Under `warn` nothing is held, and the
 * claim still says its letter is missing (ClaimView.referralLetter).
 */
import type { ClaimResult, ClaimView } from '../../shared/domain/claims';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import { statement } from '../store/statements';
import { say } from '../i18n/words';
import type { ClaimDeps, ClaimStore } from './context';
import { failureOf, Refusal } from './failures';
import { getClaim } from './read';
import { referralLetterOf } from './referral-letter';
import { setWaitingOnDocument, waiveReferralLetter } from './state';

type HoldDeps = ClaimStore & Pick<ClaimDeps, 'referralLetter'>;

/**
 * Holds the claim for its letter, or releases it, as the rule says now; true when it is held. Only a queued
 * claim not in doubt is ever held (a claim being sent is past holding). Call inside the caller's transaction.
 */
export function refreshReferralHold({ db, referralLetter = 'hold' }: HoldDeps, claimId: string): boolean {
  const row = statement(
    db,
    'SELECT state, outcome_unknown, document_waived_at, waiting_on_document FROM claims WHERE id = ?',
  ).get(claimId) as
    | { state: string; outcome_unknown: number; document_waived_at: string | null; waiting_on_document: number }
    | undefined;
  if (!row) return false;
  const held =
    referralLetter === 'hold' &&
    row.state === 'queued' &&
    row.outcome_unknown === 0 &&
    referralLetterOf(db, claimId, row.document_waived_at) === 'missing';
  if ((row.waiting_on_document === 1) !== held) {
    setWaitingOnDocument(db, claimId, row.state, held);
  }
  return held;
}

/**
 * The desk's rule changed (or was set): every queued claim is held or released under it, in one transaction.
 * Returns how many are held now.
 */
export function applyReferralRule(deps: HoldDeps): number {
  const { db } = deps;
  return writeTransaction(db, () => {
    const ids = statement(db, "SELECT id FROM claims INDEXED BY claims_by_state WHERE state = 'queued'")
      .pluck()
      .all() as string[];
    return ids.filter((id) => refreshReferralHold(deps, id)).length;
  });
}

const WAIVABLE = new Set(['draft', 'queued', 'needs-attention']);

/**
 * Staff: send the claim without its referral letter, for `reason`. Recorded on the claim (it is never held for
 * its letter again) and in the audit trail with who and why; a queued claim is released at once.
 */
export function sendWithoutDocument(deps: ClaimDeps, id: string, reason: string): ClaimResult<ClaimView> {
  const { db } = deps;
  try {
    writeTransaction(db, () => {
      const row = statement(db, 'SELECT state, outcome_unknown, document_waived_at FROM claims WHERE id = ?').get(
        id,
      ) as { state: string; outcome_unknown: number; document_waived_at: string | null } | undefined;
      if (!row) throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      if (!WAIVABLE.has(row.state) || row.outcome_unknown === 1) {
        throw new Refusal({ code: 'claim-locked', message: say('referral.pastSending') });
      }
      if (referralLetterOf(db, id, row.document_waived_at) !== 'missing') {
        throw new Refusal({ code: 'not-held', message: say('referral.notMissing') });
      }
      const now = deps.now().toISOString();
      waiveReferralLetter(db, id, row.state, now);
      refreshReferralHold(deps, id);
      recordAudit(
        db,
        { action: 'claim.send-without-document', outcome: 'ok', subject: `claim ${id}`, detail: reason },
        deps,
      );
    });
    const view = getClaim(deps, id);
    if (!view) throw new Error(`claim ${id} vanished after its write`);
    return { ok: true, value: view };
  } catch (error) {
    return failureOf(error, 'claim', {
      db,
      action: 'claim.send-without-document',
      subject: `claim ${id}`,
      ctx: deps,
    });
  }
}
