/**
 * The transitions the sync engine makes (main/sync: the take, the answers, reconciliation, the look-alike hold,
 * the status follow-up); the table is in index.ts. A claim in `sending`, or queued with outcome_unknown = 1, is
 * in doubt (read.ts IN_DOUBT): the answers and reconciliation start from that, and check it.
 */
import type { LineAmounts, ServiceReading } from '../../../shared/domain/claims';
import type { Money } from '../../../shared/money';
import type { StoredMessage } from '../../i18n/words';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { expectOne } from '../failures';

/**
 * Rows in doubt: being sent, or left queued with an unknown outcome (the sync engine's transitions start from
 * them). Written exactly as the partial index of migration 3, which is what lets SQLite use it.
 */
export const IN_DOUBT = "(state = 'sending' OR (state = 'queued' AND outcome_unknown = 1))";
/**
 * Every claim in doubt, through that index. Named, because left to itself SQLite splits the OR and walks
 * every queued claim for its second half.
 */
export const CLAIMS_IN_DOUBT = `claims INDEXED BY claims_in_doubt WHERE ${IN_DOUBT}`;

const json = (messages: readonly StoredMessage[]): string => JSON.stringify(messages);

/**
 * Claims left `sending` by an earlier process (a crash mid-send) stay in doubt, to be reconciled no sooner than
 * `at`. Answers how many.
 */
export const markInterruptedInDoubt = (db: Db, at: string): number =>
  statement(
    db,
    `UPDATE claims SET outcome_unknown = 1, settles_at = max(coalesce(settles_at, ''), ?),
         next_attempt_at = max(coalesce(next_attempt_at, ''), ?)
       WHERE state = 'sending'`,
  ).run(at, at).changes;

/** What a take records on a claim it marks `sending`. */
export interface Take {
  /** The newest batch read (sync/listings/batch-reads.ts), the attempt's baseline; null when none was known. */
  readonly baselineRead: number | null;
  /** How the attempt writes its breakup amounts. */
  readonly sentAs: LineAmounts;
  readonly at: string;
}

/**
 * Queued (due, not in doubt, not held for review, not handed over nor taken back) → sending, in doubt
 * (outcome_unknown = 1) from now on: committed by the take before the claim is sent.
 */
export function takeForSending(db: Db, id: string, take: Take): void {
  const changed = statement(
    db,
    `UPDATE claims SET state = 'sending', outcome_unknown = 1, attempts = attempts + 1, next_attempt_at = NULL,
       settles_at = NULL, baseline_read = ?, sent_line_amounts = ?, updated_at = ?
     WHERE id = ? AND state = 'queued' AND outcome_unknown = 0 AND review_reason IS NULL AND handed_over_at IS NULL
       AND taken_back_at IS NULL`,
  ).run(take.baselineRead, take.sentAs, take.at, id).changes;
  expectOne(changed, id, 'takeForSending');
}

/**
 * Queued, taken back from a hand-over, its batch read → queued in doubt, for the decision recorded with it. False
 * when it changed while the batch was read (handed over again, or settled).
 */
export const markTakenBackInDoubt = (db: Db, id: string): boolean =>
  statement(
    db,
    `UPDATE claims SET outcome_unknown = 1
       WHERE id = ? AND state = 'queued' AND outcome_unknown = 0 AND taken_back_at IS NOT NULL
         AND handed_over_at IS NULL`,
  ).run(id).changes === 1;

export interface Submitted {
  readonly claimNo: string;
  /** What the service recorded (its answer's amount_claimed, or its listing's claimed_amount); undefined: unreadable. */
  readonly amountClaimed: Money | undefined;
  /** How the service read the breakup amounts, when that amount tells (see claims/line-amounts.ts). */
  readonly reading?: ServiceReading;
}

/** In doubt → submitted as `claimNo`: the service's answer, or reconciliation found it. */
export function markSubmitted(db: Db, id: string, submitted: Submitted, now: Date): void {
  const at = now.toISOString();
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'submitted', claim_no = ?, amount_claimed_units = ?, service_reading = ?,
         outcome_unknown = 0, next_attempt_at = NULL, settles_at = NULL, messages_json = '[]', submitted_at = ?,
         updated_at = ?, taken_back_at = NULL
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(
    submitted.claimNo,
    submitted.amountClaimed === undefined ? null : Number(submitted.amountClaimed),
    submitted.reading ?? null,
    at,
    at,
    id,
  );
  expectOne(changes, id, 'markSubmitted');
}

/**
 * In doubt → needs-attention: a person must look at the claim. `inDoubt` keeps outcome_unknown = 1 (the claim
 * may be on the service: it must not be re-queued blindly, see resolveInDoubt).
 */
export function markClaimNeedsAttention(
  db: Db,
  id: string,
  messages: readonly StoredMessage[],
  inDoubt: boolean,
  now: Date,
): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'needs-attention', outcome_unknown = ?, next_attempt_at = NULL, messages_json = ?,
         updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(inDoubt ? 1 : 0, json(messages), now.toISOString(), id);
  expectOne(changes, id, 'markClaimNeedsAttention');
}

/** No usable answer: stays in doubt, to be reconciled from `settlesAt`, or at `retryAt` when the run is not forced. */
export function markOutcomeUnknown(
  db: Db,
  id: string,
  timing: { readonly settlesAt: Date; readonly retryAt: Date },
  messages: readonly StoredMessage[],
  now: Date,
): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET outcome_unknown = 1, settles_at = ?, next_attempt_at = ?, messages_json = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(timing.settlesAt.toISOString(), timing.retryAt.toISOString(), json(messages), now.toISOString(), id);
  expectOne(changes, id, 'markOutcomeUnknown');
}

/** A claim in doubt waits, undecided, for a look-alike not yet due (reconcile.ts): it is read back from `until`. */
export function waitForLookAlikes(db: Db, id: string, until: Date, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET next_attempt_at = ?, updated_at = ? WHERE id = ? AND ${IN_DOUBT} AND outcome_unknown = 1`,
  ).run(until.toISOString(), now.toISOString(), id);
  expectOne(changes, id, 'waitForLookAlikes');
}

/** The check of a claim in doubt could not be made (the batch read failed): it waits longer, still in doubt. */
export function deferInDoubt(db: Db, id: string, retryAt: Date, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT} AND outcome_unknown = 1`,
  ).run(retryAt.toISOString(), now.toISOString(), id);
  expectOne(changes, id, 'deferInDoubt');
}

/**
 * In doubt → queued: known not to be on the service (never sent, refused before applying, or reconciled as
 * absent). A claim taken back from a hand-over is then checked, and its check's message goes with its mark.
 */
export function releaseClaim(db: Db, id: string, retryAt: Date | null, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'queued', outcome_unknown = 0, next_attempt_at = ?, updated_at = ?,
         messages_json = CASE WHEN taken_back_at IS NULL THEN messages_json ELSE '[]' END, taken_back_at = NULL
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(retryAt?.toISOString() ?? null, now.toISOString(), id);
  expectOne(changes, id, 'releaseClaim');
}

/** Sending → queued: claims marked by a take but never sent (the run stopped first), as they were; all or none. */
export function releaseUnsent(db: Db, ids: readonly string[], now: Date): void {
  writeTransaction(db, () => {
    const release = statement(
      db,
      `UPDATE claims SET state = 'queued', outcome_unknown = 0, attempts = attempts - 1, updated_at = ?
       WHERE id = ? AND state = 'sending'`,
    );
    for (const id of ids) expectOne(release.run(now.toISOString(), id).changes, id, 'releaseUnsent');
  });
}

/**
 * Queued → needs-attention, held over another claim for the same visit (a listed look-alike, look-alikes.ts, or a
 * claim on the same authorization, authorization-claims.ts): marked `held_over_another_claim`, with its messages
 * and, when given, its review reasons.
 */
export function markHeldOverAnotherClaim(
  db: Db,
  id: string,
  at: string,
  said: { readonly messagesJson: string; readonly reviewReason?: string },
): void {
  const held = statement(
    db,
    `UPDATE claims SET state = 'needs-attention', messages_json = ?, review_reason = coalesce(?, review_reason),
         updated_at = ?, held_over_another_claim = 1
       WHERE id = ? AND state = 'queued' AND outcome_unknown = 0`,
  ).run(said.messagesJson, said.reviewReason ?? null, at, id);
  expectOne(held.changes, id, 'markHeldOverAnotherClaim');
}

/** A submitted claim its batch listing no longer shows (status follow-up): flagged, and marked as news. */
export function markMissingOnService(db: Db, id: string, seenAt: string): void {
  const changed = statement(
    db,
    `UPDATE claims SET insurer_missing_at = ?, insurer_changed_at = ?
       WHERE id = ? AND state = 'submitted' AND insurer_missing_at IS NULL`,
  ).run(seenAt, seenAt, id).changes;
  expectOne(changed, id, 'markMissingOnService');
}

/** What the batch listing shows of a submitted claim (status follow-up). */
export interface Sighting {
  readonly status: string;
  /** The amount recorded, in money units; null when it cannot be kept exactly. */
  readonly amountUnits: number | null;
  readonly seenAt: string;
  /** Staff have something new to see: marked as changed at `seenAt`. */
  readonly news: boolean;
}

/** A submitted claim shown by its batch listing: the insurer's status and amount, no longer missing. */
export function recordSighting(db: Db, id: string, sighting: Sighting): void {
  const changed = statement(
    db,
    `UPDATE claims SET insurer_status = ?, insurer_amount_units = ?, insurer_seen_at = ?, insurer_missing_at = NULL,
         insurer_changed_at = CASE WHEN ? THEN ? ELSE insurer_changed_at END
       WHERE id = ? AND state = 'submitted'`,
  ).run(sighting.status, sighting.amountUnits, sighting.seenAt, sighting.news ? 1 : 0, sighting.seenAt, id).changes;
  expectOne(changed, id, 'recordSighting');
}
