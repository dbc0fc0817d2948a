/**
 * The one writer of the `claims` and `claim_lines` tables: every change of a claim's row is a named transition
 * here, which names the state it starts from in its WHERE and checks the rows it changed (throws, or answers
 * false or a count, as its caller needs). Nothing else writes these tables: the lint rule
 * `claimdesk/claims-written-in-main-claims` refuses such SQL outside this folder (migrations and tests aside).
 *
 * States (`claims.state`): draft → queued → sending → submitted, or needs-attention. Beside the state:
 *   in doubt        `sending`, or queued with outcome_unknown = 1 (engine.ts IN_DOUBT): an attempt's outcome is
 *                   unknown, so it is reconciled with the insurer before anything is resent; needs-attention with
 *                   outcome_unknown = 1 is left for a person, in doubt;
 *   held            needs-attention with a review reason (price changed) or `held_over_another_claim`; or
 *                   queued with `waiting_on_document` (its referral letter, referral.ts): the take skips it;
 *   handed over     `handed_over_at`: another desk's to send; taken back: `taken_back_at`, checked before sent;
 *   deleted         the row is gone (a draft only).
 *
 * transition                    from → to                       called by                checks (and the id)
 * ── staff.ts: staff, through the use-cases of main/claims ────────────────────────────────────────────────────────────
 * insertDraft (+insertLines)    (none) → draft                  save.ts                  —
 * rewriteClaim (+insertLines)   editable → same, new content    save.ts                  its state, not in doubt
 * markQueued                    editable → queued               queue.ts                 its state, not in doubt
 * signClaim                     any → same, who wrote/queued it save.ts, queue.ts        —
 * backToDraft                   queued → draft                  return-to-draft.ts       queued, not in doubt, here
 * deleteDraftRow                draft → deleted                 delete-draft.ts          draft
 * linkResubmission              draft → draft, resubmit_of      resubmit.ts              draft
 * settleNotOnService ?          attention in doubt → queued     in-doubt.ts              attention, in doubt
 * adoptClaimNo ?                attention in doubt → submitted  in-doubt.ts              attention, in doubt
 * markInsurerLookedAt ?         any → looked at                 insurer-status.ts        the row exists
 * setWaitingOnDocument          queued → held for its letter,   referral.ts              its state, the flag's
 *                               or released                                              old value
 * waiveReferralLetter           editable → letter waived        referral.ts              its state, not in doubt,
 *                                                                                        not waived before
 * ── engine.ts: the sync engine (in main/sync), and the holds before a claim is sent ─────────────────────────────────
 * markInterruptedInDoubt #      sending → same, settles later   claim-outbox.ts (start)  sending
 * takeForSending                queued → sending, in doubt      claim-outbox.ts (take)   queued, not in doubt, no
 *                                                                                        review, here, not taken back
 * markTakenBackInDoubt ?        queued → queued in doubt        reconcile.ts             queued, taken back, here
 * markSubmitted                 in doubt → submitted            claim-sender, reconcile  in doubt
 * markClaimNeedsAttention       in doubt → attention            claim-sender, reconcile  in doubt
 * markOutcomeUnknown            in doubt → same, read later     claim-sender.ts          in doubt
 * waitForLookAlikes             in doubt → same, waits          reconcile.ts             in doubt, outcome unknown
 * deferInDoubt                  in doubt → same, read failed    reconcile.ts             in doubt, outcome unknown
 * releaseClaim                  in doubt → queued               claim-sender, reconcile  in doubt
 * releaseUnsent                 sending → queued (never sent)   flush.ts                 sending
 * markHeldOverAnotherClaim      queued → attention, held        take, hand-over import   queued, not in doubt
 * markMissingOnService          submitted → missing             status-follow-up-store   submitted, not missing
 * recordSighting                submitted → status seen         status-follow-up-store   submitted
 * ── desk.ts: the rest of the desk ────────────────────────────────────────────────────────────────────────────────────
 * markHandedOver                draft|queued → handed over      handover/export.ts       its state, not in doubt, here
 * takeBackClaims #              handed over → taken back        handover/import.ts       handed over in that file
 * insertImportedClaim (+lines)  (none) → taken back, with its    handover/rows.ts         —
 *                               letter's waiver from the file
 * flagForReview                 draft|attention → same, review  tariffs/price-review.ts  its state
 * flagForReview                 queued → attention, held        tariffs/price-review.ts  queued
 * markUnsentClaimsUncertain #   unsent → in doubt               store/open-store.ts      unsent, not in doubt
 * takeBackRestoredClaims #      unsent → taken back             store/recovery/restore   unsent, here
 * adoptUnownedClaims #          no service → the desk's         core/core.ts (start)     service IS NULL
 *
 * editable: draft, queued or needs-attention ("attention"); unsent: queued, sending or attention; here: not
 * handed over; taken back: imported or taken back from a hand-over, checked before it is sent. A transition throws
 * when it changes another number of rows than one, but those marked ? answer whether it did, and # how many.
 *
 * Each runs inside its caller's write transaction (releaseUnsent and adoptUnownedClaims open their own).
 */
export {
  adoptClaimNo,
  backToDraft,
  deleteDraftRow,
  insertDraft,
  insertLines,
  linkResubmission,
  markInsurerLookedAt,
  markQueued,
  rewriteClaim,
  setWaitingOnDocument,
  settleNotOnService,
  signClaim,
  waiveReferralLetter,
  type ClaimContent,
  type StoredLine,
} from './staff';
export {
  CLAIMS_IN_DOUBT,
  IN_DOUBT,
  deferInDoubt,
  markClaimNeedsAttention,
  markHeldOverAnotherClaim,
  markInterruptedInDoubt,
  markMissingOnService,
  markOutcomeUnknown,
  markSubmitted,
  markTakenBackInDoubt,
  recordSighting,
  releaseClaim,
  releaseUnsent,
  takeForSending,
  waitForLookAlikes,
  type Sighting,
  type Submitted,
  type Take,
} from './engine';
export {
  adoptUnownedClaims,
  flagForReview,
  insertImportedClaim,
  markHandedOver,
  markUnsentClaimsUncertain,
  takeBackRestoredClaims,
  takeBackClaims,
  type ImportedClaim,
} from './desk';
