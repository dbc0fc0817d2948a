/**
 * The sync engine's reads of the claim outbox (the takes, the claims due, the timing) and its take. Its writes
 * are main/claims/state's transitions (the table is there, engine.ts holds the engine's), as are staff's.
 *
 *   queued ──claimForSending──▶ sending (outcome_unknown = 1, committed BEFORE the request)
 *   sending ──definite answer──▶ submitted (claim_no) | needs-attention (messages) | queued (not applied)
 *   sending ──no usable answer─▶ stays sending, outcome_unknown = 1, settles_at = when it may be read back
 *
 * So a claim in `sending` is always "in doubt": the write-ahead row survives a
 * crash and the next run reconciles it (reconcile/reconcile.ts) before anything is resent.
 * A `queued` claim with outcome_unknown = 1 (the store restored a backup older
 * than the claim's last send) is in doubt too: reconciled first, never sent blind.
 * Every transition checks the state it starts from, and its row count. The takes,
 * the claims due and the timing consider only the claims of the engine's own
 * service (`claims.service`, migration 9): a claim is never
 * sent to, nor checked with, a service other than the one it was captured for.
 * Nor is a claim handed to another desk (`handed_over_at`, main/handover): the takes, the due
 * batches, the timing and the counts skip it (a claim in doubt is never handed over, so the
 * reconciliation queries need no such check). A claim taken back from a hand-over
 * (`taken_back_at`) is never taken to be sent before it has been checked: queued, it is
 * reconciled like a claim whose answer was lost (takenBackToCheck). A queued claim held for its referral
 * letter (`waiting_on_document`, main/claims/referral.ts) is not taken, nor counted as due, until it is released.
 */
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { CLAIMS_IN_DOUBT, IN_DOUBT, markInterruptedInDoubt, takeForSending } from '../../claims/state';
import { parseKnownClaimNos } from '../../claims/known-claim-nos';
import type { LineAmounts } from '../../../shared/domain/claims';
import type { Money } from '../../../shared/money';
import type { PricedLine } from '../../claims/line-amounts';
import { latestReadId } from '../listings/batch-reads';
import type { DocumentRef } from './document-outbox';
import { couldBeConfused, type ClaimIdentity } from '../listings/recognise';

export interface OutboxClaim extends ClaimIdentity {
  readonly id: string;
  readonly authorizationNo: string;
  /** The local total: Σ quantity × price. */
  readonly amount: Money;
  readonly attempts: number;
  /** The newest batch read when the current attempt began (listings/batch-reads.ts); null when none was known. */
  readonly baselineRead: number | null;
  /** How the current attempt wrote its breakup amounts; null before the first attempt. */
  readonly sentLineAmounts: LineAmounts | null;
  /** Taken back from a hand-over, or imported from one, and not yet checked with the insurer (migration 14). */
  readonly takenBack: boolean;
  /** Claim numbers of its batch on the service before it could be sent elsewhere (migration 15). */
  readonly knownClaimNos: ReadonlySet<string>;
}

interface ClaimRow {
  id: string;
  batch_no: string;
  authorization_no: string;
  member_name: string;
  attendance_date: string;
  amount_units: number;
  attempts: number;
  baseline_read: number | null;
  sent_line_amounts: LineAmounts | null;
  taken_back_at: string | null;
  known_claim_nos: string | null;
}

const CLAIM_COLUMNS =
  'id, batch_no, authorization_no, member_name, attendance_date, amount_units, attempts, baseline_read, sent_line_amounts, taken_back_at, known_claim_nos';

const toOutboxClaim = (row: ClaimRow): OutboxClaim => ({
  id: row.id,
  batchNo: row.batch_no,
  authorizationNo: row.authorization_no,
  memberName: row.member_name,
  attendanceDate: row.attendance_date,
  amount: BigInt(row.amount_units) as Money,
  attempts: row.attempts,
  baselineRead: row.baseline_read,
  sentLineAmounts: row.sent_line_amounts,
  takenBack: row.taken_back_at !== null,
  knownClaimNos: new Set(parseKnownClaimNos(row.known_claim_nos)),
});

/**
 * Claims left `sending` by an earlier process (a crash mid-send) are in doubt:
 * they are reconciled no sooner than `settleAt`, when a request the service was
 * still working on has landed. Documents left `uploading` cannot be checked and
 * are returned so the caller flags them (see sending/document-sender.ts).
 */
export function recoverInterrupted(db: Db, settleAt: Date): { claims: number; documents: DocumentRef[] } {
  const at = settleAt.toISOString();
  return writeTransaction(db, () => {
    const claims = markInterruptedInDoubt(db, at);
    const documents = statement(
      db,
      `SELECT d.id, d.claim_id AS claimId, d.file_name AS fileName, c.claim_no AS claimNo
         FROM claim_documents d JOIN claims c ON c.id = d.claim_id WHERE d.state = 'uploading'`,
    ).all() as DocumentRef[];
    return { claims, documents };
  });
}

/** What a take of claims to send needs to know. */
interface TakeOptions {
  /** Claims the run has already left waiting. */
  readonly exclude?: ReadonlySet<string>;
  /** How to write breakup amounts (the desk's setting), recorded on each claim taken. */
  readonly sentAs?: LineAmounts;
  /** Staff's "Sync now": claims waiting on a backoff are due at once. */
  readonly force?: boolean;
  /**
   * Holds a claim for staff instead of taking it (sending/look-alike-check.ts), in the take's transaction; true
   * when it did.
   */
  readonly hold?: (claim: OutboxClaim) => boolean;
}

/**
 * Picks up to `limit` queued claims that are due, not held for review, and that
 * could not be confused (listings/recognise.ts) with a claim already in doubt (`sending`)
 * nor with one picked here; marks them `sending` with outcome_unknown = 1, their
 * baseline (the newest batch read) and how their amounts are written, and commits,
 * all in one transaction, before any of them is sent. Claims never tried first, in
 * the order they were written; then retries by due time. A claim left for a person
 * holds nothing back: its candidates are in a read older than any baseline given
 * here. Look-alikes in doubt at once by other means are decided together (reconcile/decide.ts).
 */
export function claimForSending(
  db: Db,
  service: string,
  now: Date,
  limit: number,
  options: TakeOptions = {},
): OutboxClaim[] {
  if (limit <= 0) return [];
  const { exclude = new Set<string>(), sentAs = 'unit', force = false, hold } = options;
  const at = now.toISOString();
  return writeTransaction(db, () => {
    const inDoubt = claimsInDoubtOf(db, service);
    const baselineRead = latestReadId(db);
    // A claim tried before goes again only over a read of its batch newer than that try (a busy answer may have
    // been kept after all): while that read fails, it waits, whatever the failure.
    const unreadSinceTried = batchesTriedSinceRead(db, service, now, force);
    // Index order of claims_by_state (state, next_attempt_at, rowid): never-tried claims in the order they were
    // written, then retries by due time; no sort per take.
    const page = statement(
      db,
      `SELECT ${CLAIM_COLUMNS} FROM claims INDEXED BY claims_by_state
       WHERE state = 'queued' AND (? OR next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND outcome_unknown = 0 AND review_reason IS NULL AND service = ? AND handed_over_at IS NULL
         AND taken_back_at IS NULL AND waiting_on_document = 0
       ORDER BY state, next_attempt_at, rowid LIMIT ? OFFSET ?`,
    );
    // A page a little larger than needed: most takes read one, a few skip claims that could be confused and read more.
    const size = limit + 8;
    const picked: OutboxClaim[] = [];
    // Claims marked here leave the query's rows, so the next page starts after the ones skipped only.
    for (let skipped = 0; picked.length < limit;) {
      const rows = page.all(force ? 1 : 0, at, service, size, skipped) as ClaimRow[];
      for (const row of rows) {
        const claim = toOutboxClaim(row);
        const unread = claim.attempts > 0 && unreadSinceTried.has(claim.batchNo);
        if (unread || exclude.has(claim.id) || inDoubt.some((other) => couldBeConfused(other, claim))) {
          skipped += 1;
          continue;
        }
        // A claim held leaves the query's rows, as a claim marked does.
        if (hold?.(claim)) continue;
        takeForSending(db, claim.id, { baselineRead, sentAs, at });
        const sent = { ...claim, attempts: claim.attempts + 1, baselineRead, sentLineAmounts: sentAs };
        picked.push(sent);
        inDoubt.push(sent);
        if (picked.length === limit) break;
      }
      if (rows.length < size) break;
    }
    return picked;
  });
}

/** The batches of the queued claims a take could pick now (`force` as for the takes). */
export function dueQueuedBatches(db: Db, service: string, now: Date, force = false): string[] {
  return statement(
    db,
    `SELECT DISTINCT batch_no FROM claims INDEXED BY claims_by_state
       WHERE state = 'queued' AND (? OR next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND outcome_unknown = 0 AND review_reason IS NULL AND service = ? AND handed_over_at IS NULL
         AND taken_back_at IS NULL AND waiting_on_document = 0`,
  )
    .pluck()
    .all(force ? 1 : 0, now.toISOString(), service) as string[];
}

/**
 * Of the due queued batches, those holding a claim tried before whose batch has not been read since its last
 * attempt began (no read newer than its baseline): read again before the claim is sent again, whatever the age
 * of the last read, so a copy the service kept after all (an answer that said it took nothing) is listed, and
 * the look-alike check holds the claim.
 */
export function batchesTriedSinceRead(db: Db, service: string, now: Date, force = false): Set<string> {
  const rows = statement(
    db,
    `SELECT DISTINCT c.batch_no FROM claims c INDEXED BY claims_by_state
       WHERE c.state = 'queued' AND (? OR c.next_attempt_at IS NULL OR c.next_attempt_at <= ?) AND c.attempts > 0
         AND c.outcome_unknown = 0 AND c.review_reason IS NULL AND c.service = ? AND c.handed_over_at IS NULL
         AND c.taken_back_at IS NULL AND c.waiting_on_document = 0
         AND coalesce((SELECT max(r.id) FROM batch_reads r WHERE r.batch_no = c.batch_no), 0)
           <= coalesce(c.baseline_read, 0)`,
  )
    .pluck()
    .all(force ? 1 : 0, now.toISOString(), service) as string[];
  return new Set(rows);
}

/**
 * Queued claims taken back from a hand-over (migration 14), to be checked before any is sent: the desk they were
 * handed to may have sent them. As for a take, none that could be confused with a claim in doubt, nor with
 * another chosen here: those wait for a later round. Reconciliation reads their batches and only then, in the
 * transaction that records its decision, puts each in doubt (markTakenBackInDoubt): while the service is out of
 * reach they stay queued, and can be handed over again.
 */
export function takenBackToCheck(db: Db, service: string): OutboxClaim[] {
  const inDoubt = claimsInDoubtOf(db, service);
  const rows = statement(
    db,
    `SELECT ${CLAIM_COLUMNS} FROM claims INDEXED BY claims_taken_back
       WHERE service = ? AND taken_back_at IS NOT NULL AND state = 'queued' AND outcome_unknown = 0
         AND handed_over_at IS NULL
       ORDER BY queued_at, id`,
  ).all(service) as ClaimRow[];
  const chosen: OutboxClaim[] = [];
  for (const claim of rows.map(toOutboxClaim)) {
    if (inDoubt.some((other) => couldBeConfused(other, claim))) continue;
    chosen.push(claim);
    inDoubt.push(claim);
  }
  return chosen;
}

/** The service's claims in doubt now. */
const claimsInDoubtOf = (db: Db, service: string): OutboxClaim[] =>
  (statement(db, `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_IN_DOUBT} AND service = ?`).all(service) as ClaimRow[]).map(
    toOutboxClaim,
  );

/**
 * Claims in doubt whose reconciliation is due (never call while their sends are in flight): settled
 * (`settles_at` passed) and, unless `force`, past the backoff of an earlier failed read-back.
 */
export function dueUnconfirmedClaims(db: Db, service: string, now: Date, force = false): OutboxClaim[] {
  const at = now.toISOString();
  const rows = statement(
    db,
    `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_IN_DOUBT}
       AND outcome_unknown = 1 AND (settles_at IS NULL OR settles_at <= ?)
       AND (? OR next_attempt_at IS NULL OR next_attempt_at <= ?) AND service = ?
       ORDER BY coalesce(queued_at, created_at), id`,
  ).all(at, force ? 1 : 0, at, service) as ClaimRow[];
  return rows.map(toOutboxClaim);
}

/** A claim's lines, priced as captured. */
export function claimLines(db: Db, id: string): PricedLine[] {
  const rows = statement(db, 'SELECT quantity, price_units FROM claim_lines WHERE claim_id = ? ORDER BY line_no').all(
    id,
  ) as { quantity: number; price_units: number }[];
  return rows.map((row) => ({ quantity: row.quantity, price: BigInt(row.price_units) as Money }));
}

/** claim_no values already held by a local claim of the batch: a remote claim adopted once is never adopted again. */
export function adoptedClaimNos(db: Db, batchNo: string): Set<string> {
  const rows = statement(db, 'SELECT claim_no FROM claims WHERE batch_no = ? AND claim_no IS NOT NULL')
    .pluck()
    .all(batchNo) as string[];
  return new Set(rows);
}

/** A claim in doubt of the batch, with when it may be read back: the later of its settle and backoff times. */
export interface InDoubtLookAlike extends ClaimIdentity {
  readonly id: string;
  /** Null when nothing holds it back (due now, unless the run left it waiting). */
  readonly dueAt: string | null;
}

/** The service's claims in doubt of `batchNo` (candidates for the look-alikes of the claims about to be decided). */
export const inDoubtOfBatch = (db: Db, service: string, batchNo: string): InDoubtLookAlike[] =>
  statement(
    db,
    `SELECT id, batch_no AS batchNo, attendance_date AS attendanceDate, member_name AS memberName,
         nullif(max(coalesce(settles_at, ''), coalesce(next_attempt_at, '')), '') AS dueAt
       FROM ${CLAIMS_IN_DOUBT} AND outcome_unknown = 1 AND service = ? AND batch_no = ?`,
  ).all(service, batchNo) as InDoubtLookAlike[];

// ── Counts and timing, for the status and the scheduler ─────────────────────

/**
 * A claim held for its referral letter: whatever retry time it kept from an earlier attempt, it is not due, and
 * nor are its documents, until it is released (main/claims/referral.ts).
 */
const HELD_FOR_LETTER = "(state = 'queued' AND waiting_on_document = 1)";

/** The earliest time something deferred becomes due, or null when nothing waits on a timer. */
export function nextDueAt(db: Db, service: string): Date | null {
  const at = statement(
    db,
    `SELECT min(t) FROM (
         SELECT min(next_attempt_at) AS t FROM claims
           WHERE next_attempt_at IS NOT NULL AND review_reason IS NULL
             AND ((state = 'queued' AND waiting_on_document = 0) OR ${IN_DOUBT}) AND service = ?
             AND handed_over_at IS NULL
         UNION ALL
         SELECT min(next_attempt_at) FROM claim_documents WHERE state = 'pending' AND next_attempt_at IS NOT NULL
           AND claim_id IN (SELECT id FROM claims WHERE service = ? AND handed_over_at IS NULL
             AND NOT ${HELD_FOR_LETTER}))`,
  )
    .pluck()
    .get(service, service) as string | null;
  return at === null ? null : new Date(at);
}

/** How many claims and documents a run can act on now (for its progress total); `force` as for the takes. */
export function dueWorkCount(db: Db, service: string, now: Date, force = false): number {
  const at = now.toISOString();
  return statement(
    db,
    `SELECT
         (SELECT count(*) FROM claims WHERE (? OR next_attempt_at IS NULL OR next_attempt_at <= ?) AND service = ?
            AND handed_over_at IS NULL AND ((state = 'queued' AND review_reason IS NULL AND waiting_on_document = 0)
              OR (${IN_DOUBT} AND outcome_unknown = 1 AND (settles_at IS NULL OR settles_at <= ?))))
       + (SELECT count(*) FROM claim_documents WHERE state = 'pending'
            AND claim_id IN (SELECT id FROM claims WHERE service = ? AND handed_over_at IS NULL
              AND NOT ${HELD_FOR_LETTER}))`,
  )
    .pluck()
    .get(force ? 1 : 0, at, service, at, service) as number;
}
