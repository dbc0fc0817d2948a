/**
 * The transitions staff make, each called by one use-case of main/claims (the table is in index.ts). Every one
 * runs inside its caller's write transaction, after the caller's checks, and names the state it starts from.
 */
import type { Db } from '../../store/database';
import { statement } from '../../store/statements';
import { expectOne } from '../failures';

/** The fields staff write, as stored (save.ts builds it from the ClaimInput). */
export interface ClaimContent {
  readonly id: string;
  readonly batch_no: string;
  readonly authorization_no: string;
  readonly card_no: string;
  readonly member_name: string;
  readonly attendance_date: string;
  readonly doctor_json: string;
  readonly complain: string;
  readonly diagnosis_json: string;
  /** The insurer's pre-authorization of its pre-auth items, '' when none is recorded (never sent). */
  readonly pre_authorization_no: string;
  readonly amount_units: number;
  /** When it is written (ISO). */
  readonly now: string;
}

/** A line as stored: the price it was captured at, in money units. */
export interface StoredLine {
  readonly lineNo: number;
  readonly tariffId: string;
  readonly name: string;
  readonly type: string;
  readonly quantity: number;
  readonly priceUnits: number;
}

/** (none) → draft: a new claim of `service`, without lines (insertLines). */
export function insertDraft(db: Db, content: ClaimContent, service: string): void {
  statement(
    db,
    `INSERT INTO claims (id, state, batch_no, authorization_no, card_no, member_name, attendance_date,
       doctor_json, complain, diagnosis_json, pre_authorization_no, amount_units, service, created_at, updated_at)
     VALUES (@id, 'draft', @batch_no, @authorization_no, @card_no, @member_name, @attendance_date,
       @doctor_json, @complain, @diagnosis_json, @pre_authorization_no, @amount_units, @service, @now, @now)`,
  ).run({ ...content, service });
}

/**
 * An edit: the claim, in `state` (draft, queued or needs-attention) and not in doubt, takes `content` and loses
 * its lines, which the caller writes again (insertLines). Its state does not change.
 */
export function rewriteClaim(db: Db, content: ClaimContent, state: string): void {
  const changed = statement(
    db,
    `UPDATE claims SET batch_no = @batch_no, authorization_no = @authorization_no, card_no = @card_no,
         member_name = @member_name, attendance_date = @attendance_date, doctor_json = @doctor_json,
         complain = @complain, diagnosis_json = @diagnosis_json, pre_authorization_no = @pre_authorization_no,
         amount_units = @amount_units, updated_at = @now
       WHERE id = @id AND state = @state AND outcome_unknown = 0`,
  ).run({ ...content, state }).changes;
  expectOne(changed, content.id, 'rewriteClaim');
  statement(db, 'DELETE FROM claim_lines WHERE claim_id = ?').run(content.id);
}

/**
 * Who wrote or queued the claim last (main/desk/people): the person signed in, by id and by her name then; with
 * no one signed in, the desk's staff name and no id. Not sent to the insurer (the service has no field for it).
 */
export function signClaim(db: Db, id: string, by: { readonly personId?: number | null; readonly staff: string }): void {
  statement(db, 'UPDATE claims SET person_id = ?, person_name = ? WHERE id = ?').run(
    by.personId ?? null,
    by.staff.trim() === '' ? null : by.staff,
    id,
  );
}

/** The lines of a claim just written (insertDraft, rewriteClaim, or imported by a hand-over file). */
export function insertLines(db: Db, claimId: string, lines: readonly StoredLine[]): void {
  const insertLine = statement(
    db,
    `INSERT INTO claim_lines (claim_id, line_no, tariff_id, name, type, quantity, price_units)
       VALUES (@claimId, @lineNo, @tariffId, @name, @type, @quantity, @priceUnits)`,
  );
  for (const line of lines) insertLine.run({ ...line, claimId });
}

/**
 * `from` (draft, queued or needs-attention, not in doubt) → queued, in `batchNo`: review reasons, messages, a
 * backoff and a hold over another claim go (staff confirmed them by queueing).
 */
export function markQueued(db: Db, id: string, from: string, batchNo: string, at: string): void {
  const changed = statement(
    db,
    `UPDATE claims SET state = 'queued', batch_no = ?, queued_at = ?, updated_at = ?, review_reason = NULL,
         messages_json = '[]', next_attempt_at = NULL, held_over_another_claim = 0
       WHERE id = ? AND state = ? AND outcome_unknown = 0`,
  ).run(batchNo, at, at, id, from).changes;
  expectOne(changed, id, 'markQueued');
}

/** Queued (not in doubt, not handed over) → draft: staff's "Edit". */
export function backToDraft(db: Db, id: string, at: string): void {
  const changed = statement(
    db,
    `UPDATE claims SET state = 'draft', queued_at = NULL, next_attempt_at = NULL, updated_at = ?
       WHERE id = ? AND state = 'queued' AND outcome_unknown = 0 AND handed_over_at IS NULL`,
  ).run(at, id).changes;
  expectOne(changed, id, 'backToDraft');
}

/** Draft → deleted, with its lines and documents (the foreign keys cascade). */
export function deleteDraftRow(db: Db, id: string): void {
  expectOne(statement(db, "DELETE FROM claims WHERE id = ? AND state = 'draft'").run(id).changes, id, 'deleteDraftRow');
}

/** The draft `copyId` was made from refused claim `originalId` ("Resubmit as a new claim"). */
export function linkResubmission(db: Db, copyId: string, originalId: string): void {
  const changed = statement(db, "UPDATE claims SET resubmit_of = ? WHERE id = ? AND state = 'draft'").run(
    originalId,
    copyId,
  ).changes;
  expectOne(changed, copyId, 'linkResubmission');
}

/**
 * Needs-attention in doubt → queued: staff found it never reached the insurer. False when it is not such a
 * claim.
 */
export const settleNotOnService = (db: Db, id: string, at: string): boolean =>
  statement(
    db,
    `UPDATE claims SET state = 'queued', outcome_unknown = 0, next_attempt_at = NULL, settles_at = NULL,
         messages_json = '[]', updated_at = ?, taken_back_at = NULL
       WHERE id = ? AND state = 'needs-attention' AND outcome_unknown = 1`,
  ).run(at, id).changes === 1;

/**
 * Needs-attention in doubt → submitted as `claimNo`: staff found it on the insurer's service (what the insurer
 * recorded for it is not known). False when it is not such a claim; the caller checks that no other claim holds
 * the number.
 */
export const adoptClaimNo = (db: Db, id: string, claimNo: string, at: string): boolean =>
  statement(
    db,
    `UPDATE claims SET state = 'submitted', claim_no = ?, amount_claimed_units = NULL, service_reading = NULL,
         outcome_unknown = 0, settles_at = NULL, messages_json = '[]', submitted_at = ?, updated_at = ?,
         taken_back_at = NULL
       WHERE id = ? AND state = 'needs-attention' AND outcome_unknown = 1`,
  ).run(claimNo, at, at, id).changes === 1;

/** Staff opened the claim, in any state: what the insurer said of it so far is not new. False when no such claim. */
export const markInsurerLookedAt = (db: Db, id: string, at: string): boolean =>
  statement(db, 'UPDATE claims SET insurer_looked_at = ? WHERE id = ?').run(at, id).changes === 1;

/** A queued claim held for its referral letter (`held`), or released (referral.ts decides which). */
export function setWaitingOnDocument(db: Db, id: string, state: string, held: boolean): void {
  const changed = statement(
    db,
    'UPDATE claims SET waiting_on_document = ? WHERE id = ? AND state = ? AND waiting_on_document = ?',
  ).run(held ? 1 : 0, id, state, held ? 0 : 1).changes;
  expectOne(changed, id, 'setWaitingOnDocument');
}

/** Staff chose "Send without" the referral letter: never held for it again. */
export function waiveReferralLetter(db: Db, id: string, state: string, at: string): void {
  const changed = statement(
    db,
    `UPDATE claims SET document_waived_at = ?, updated_at = ?
       WHERE id = ? AND state = ? AND outcome_unknown = 0 AND document_waived_at IS NULL`,
  ).run(at, at, id, state).changes;
  expectOne(changed, id, 'waiveReferralLetter');
}
