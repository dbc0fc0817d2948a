/**
 * The transitions the desk makes to claims outside staff's editing and the sync engine: a hand-over file made,
 * taken back or imported (main/handover), a tariff refresh that changes a price (main/tariffs), a backup restored
 * (main/store), the service a claim belongs to (main/core at start). The table is in index.ts.
 */
import { wording, type StoredMessage } from '../../i18n/words';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { expectOne } from '../failures';

/**
 * Draft or queued (not in doubt) → handed over in file `handoverId`; throws when one is no longer what was read.
 * Each keeps `baselineRead` (the newest batch read) as its baseline: a claim number the insurer listed by then
 * cannot be the other desk's copy of it, should the claims be taken back (main/sync/reconcile/reconcile.ts). A claim taken
 * back and not yet checked keeps its older baseline.
 */
export function markHandedOver(
  db: Db,
  ids: readonly string[],
  file: { readonly handoverId: string; readonly at: string; readonly baselineRead: number | null },
): void {
  const mark = statement(
    db,
    `UPDATE claims SET handed_over_at = @at, handover_id = @handoverId, updated_at = @at,
         baseline_read = CASE WHEN taken_back_at IS NULL THEN @baselineRead ELSE baseline_read END
       WHERE id = @id AND state IN ('draft', 'queued') AND outcome_unknown = 0 AND handed_over_at IS NULL`,
  );
  for (const id of ids) expectOne(mark.run({ ...file, id }).changes, id, 'markHandedOver');
}

/**
 * Handed over in file `handoverId` → taken back (`taken_back_at`), in the state it left in: the file came back, and
 * the other desk may have sent its claims meanwhile, so each is sent only once the insurer's batch shows no copy
 * (migration 14), as `message` says. Answers how many.
 */
export const takeBackClaims = (db: Db, handoverId: string, at: string, message: StoredMessage): number =>
  statement(
    db,
    `UPDATE claims INDEXED BY claims_handed_over SET handed_over_at = NULL, handover_id = NULL, taken_back_at = ?,
         messages_json = ?
       WHERE handover_id = ? AND handed_over_at IS NOT NULL`,
  ).run(at, JSON.stringify([message]), handoverId).changes;

/** A claim of a hand-over file, field for field as the desk that made it stored it (main/handover/payload.ts). */
export interface ImportedClaim {
  readonly id: string;
  readonly state: 'draft' | 'queued';
  readonly batchNo: string;
  readonly authorizationNo: string;
  readonly cardNo: string;
  readonly memberName: string;
  readonly attendanceDate: string;
  readonly doctorJson: string;
  readonly complain: string;
  readonly diagnosisJson: string;
  /** '' when none was recorded (or the file is from before the field). */
  readonly preAuthorizationNo: string;
  readonly amountUnits: number;
  readonly reviewReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly queuedAt: string | null;
  /** Dropped when this desk lacks that claim. */
  readonly resubmitOf: string | null;
  /** Its referral letter waived by staff on the desk that made the file, when (who and why: that desk's audit). */
  readonly documentWaivedAt: string | null;
  /** Who wrote or queued it on the desk that made the file (her name then; that desk's person, not one of this desk's). */
  readonly byName: string | null;
}

/**
 * (none) → imported draft or queued claim of `service`, taken back (`taken_back_at` = `at`) so that it is checked
 * with the insurer before it is sent, with `messagesJson` saying why and `knownClaimNos` (JSON, or null) the claim
 * numbers the file says were on the service already, and its referral letter's waiver as the file says. Never
 * held for its letter here: its lines (staff.ts insertLines) and documents are written after, and the hold is
 * refreshed then (main/claims/referral.ts refreshReferralHold).
 */
export function insertImportedClaim(
  db: Db,
  claim: ImportedClaim,
  file: { readonly service: string; readonly at: string; readonly messagesJson: string; knownClaimNos: string | null },
): void {
  statement(
    db,
    `INSERT INTO claims (id, state, batch_no, authorization_no, card_no, member_name, attendance_date, doctor_json,
         complain, diagnosis_json, pre_authorization_no, amount_units, messages_json, review_reason, created_at,
         updated_at, queued_at, resubmit_of, service, taken_back_at, known_claim_nos, document_waived_at, person_name)
       VALUES (@id, @state, @batchNo, @authorizationNo, @cardNo, @memberName, @attendanceDate, @doctorJson,
         @complain, @diagnosisJson, @preAuthorizationNo, @amountUnits, @messagesJson, @reviewReason, @createdAt, @updatedAt, @queuedAt,
         (SELECT id FROM claims WHERE id = @resubmitOf), @service, @at, @knownClaimNos, @documentWaivedAt, @byName)`,
  ).run({ ...claim, ...file });
}

/**
 * A tariff price the claim's lines were captured at changed: draft and needs-attention keep their state, queued →
 * needs-attention (the engine sends only queued claims), with `reviewReason` and `messagesJson` as written.
 */
export function flagForReview(
  db: Db,
  id: string,
  from: 'draft' | 'queued' | 'needs-attention',
  said: { readonly reviewReason: string; readonly messagesJson: string },
  at: string,
): void {
  const changed = statement(
    db,
    `UPDATE claims SET review_reason = ?, state = ?, messages_json = ?, updated_at = ? WHERE id = ? AND state = ?`,
  ).run(said.reviewReason, from === 'queued' ? 'needs-attention' : from, said.messagesJson, at, id, from).changes;
  expectOne(changed, id, 'flagForReview');
}

/**
 * After a restore, a claim that was queued, sending or waiting for attention in the backup may have reached the
 * service after the backup was taken: in doubt (outcome_unknown = 1), to be reconciled before it is sent; one
 * already before a person (refused, or held for a price) says so. Answers how many.
 */
export const markUnsentClaimsUncertain = (db: Db): number =>
  statement(
    db,
    `UPDATE claims SET outcome_unknown = 1,
         messages_json = CASE WHEN state = 'needs-attention' THEN json_insert(messages_json, '$[#]', json(?))
           ELSE messages_json END
       WHERE state IN ('queued', 'sending', 'needs-attention') AND outcome_unknown = 0`,
  ).run(JSON.stringify(wording('claims.attention.inDoubt'))).changes;

/**
 * A desk moved to a new PC from a backup (store/recovery/restore.ts): its unsent claims may have been sent by the
 * old PC after the backup, as a hand-over's may by the other desk, so they are taken back: checked with the
 * insurer before they are sent, their documents held for staff when the insurer has them. Answers how many.
 */
export const takeBackRestoredClaims = (db: Db, at: string): number =>
  statement(
    db,
    `UPDATE claims SET taken_back_at = ?
       WHERE state IN ('queued', 'sending', 'needs-attention') AND handed_over_at IS NULL`,
  ).run(at).changes;

/**
 * Gives every claim without a service (saved before ClaimDesk recorded it, migration 9) to `service`, the one the
 * desk starts on; answers how many. Cheap once done (a partial index).
 */
export const adoptUnownedClaims = (db: Db, service: string): number =>
  writeTransaction(
    db,
    () =>
      statement(db, 'UPDATE claims INDEXED BY claims_without_service SET service = ? WHERE service IS NULL').run(
        service,
      ).changes,
  );
