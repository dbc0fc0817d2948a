/**
 * The claim outbox's transitions owned by the sync engine, as plain SQL on
 * `claims` (claims.ts in main/claims owns draft and queued).
 *
 *   queued ──claimForSending──▶ sending (outcome_unknown = 1, committed BEFORE the request)
 *   sending ──definite answer──▶ submitted (claim_no) | needs-attention (messages) | queued (not applied)
 *   sending ──no usable answer─▶ stays sending, outcome_unknown = 1, next_attempt_at = when to reconcile
 *
 * So a claim in `sending` is always "in doubt": the write-ahead row survives a
 * crash and the next run reconciles it (reconcile.ts) before anything is resent.
 * A `queued` claim with outcome_unknown = 1 (the store restored a backup older
 * than the claim's last send) is in doubt too: reconciled first, never sent blind.
 * Every transition checks the state it starts from, and its row count.
 */
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';
import type { Money } from '../../shared/money';
import type { DocumentRef } from './document-outbox';
import { keysCollide, type MatchKey } from './match-key';

export interface OutboxClaim extends MatchKey {
  readonly id: string;
  readonly authorizationNo: string;
  readonly attempts: number;
}

interface ClaimRow {
  id: string;
  batch_no: string;
  authorization_no: string;
  member_name: string;
  attendance_date: string;
  amount_units: number;
  attempts: number;
}

const CLAIM_COLUMNS = 'id, batch_no, authorization_no, member_name, attendance_date, amount_units, attempts';

const toOutboxClaim = (row: ClaimRow): OutboxClaim => ({
  id: row.id,
  batchNo: row.batch_no,
  authorizationNo: row.authorization_no,
  memberName: row.member_name,
  attendanceDate: row.attendance_date,
  amount: BigInt(row.amount_units) as Money,
  attempts: row.attempts,
});

/** Rows in doubt: being sent, or left with an unknown outcome. */
const IN_DOUBT = "(state = 'sending' OR (state = 'queued' AND outcome_unknown = 1))";
/**
 * Every claim in doubt, through the partial index of exactly those rows (migration 3). Named,
 * because left to itself SQLite splits the OR and walks every queued claim for its second half.
 */
const CLAIMS_IN_DOUBT = `claims INDEXED BY claims_in_doubt WHERE ${IN_DOUBT}`;

const json = (messages: readonly string[]): string => JSON.stringify(messages);

function expectOne(changes: number, what: string): void {
  if (changes !== 1) throw new Error(`outbox: ${what} changed ${changes} rows instead of 1`);
}

/**
 * Claims left `sending` by an earlier process (a crash mid-send) are in doubt:
 * they are reconciled no sooner than `settleAt`, when a request the service was
 * still working on has landed. Documents left `uploading` cannot be checked and
 * are returned so the caller flags them (see document-sender.ts).
 */
export function recoverInterrupted(db: Db, settleAt: Date): { claims: number; documents: DocumentRef[] } {
  return writeTransaction(db, () => {
    const claims = statement(
      db,
      `UPDATE claims SET outcome_unknown = 1, next_attempt_at = max(coalesce(next_attempt_at, ''), ?)
         WHERE state = 'sending'`,
    ).run(settleAt.toISOString()).changes;
    const documents = statement(
      db,
      `SELECT d.id, d.claim_id AS claimId, d.file_name AS fileName, c.claim_no AS claimNo
         FROM claim_documents d JOIN claims c ON c.id = d.claim_id WHERE d.state = 'uploading'`,
    ).all() as DocumentRef[];
    return { claims, documents };
  });
}

/**
 * Picks up to `limit` queued claims that are due, not held for review, and whose
 * match key collides with no claim already in doubt (`sending`), nor with one
 * picked here; marks them `sending` with outcome_unknown = 1 and commits, all in
 * one transaction, before any of them is sent. Claims never tried first, in the
 * order they were written; then retries by due time.
 */
export function claimForSending(
  db: Db,
  now: Date,
  limit: number,
  exclude: ReadonlySet<string> = new Set(),
): OutboxClaim[] {
  if (limit <= 0) return [];
  const at = now.toISOString();
  return writeTransaction(db, () => {
    const inDoubt = (statement(db, `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_IN_DOUBT}`).all() as ClaimRow[]).map(
      toOutboxClaim,
    );
    // Index order of claims_by_state (state, next_attempt_at, rowid): never-tried claims in the order they were
    // written, then retries by due time; no sort per take.
    const page = statement(
      db,
      `SELECT ${CLAIM_COLUMNS} FROM claims INDEXED BY claims_by_state
       WHERE state = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND outcome_unknown = 0 AND review_reason IS NULL
       ORDER BY state, next_attempt_at, rowid LIMIT ? OFFSET ?`,
    );
    const mark = statement(
      db,
      `UPDATE claims SET state = 'sending', outcome_unknown = 1, attempts = attempts + 1, next_attempt_at = NULL,
         updated_at = ?
       WHERE id = ? AND state = 'queued' AND outcome_unknown = 0 AND review_reason IS NULL`,
    );
    // A page a little larger than needed: most takes read one, a few skip colliding keys and read more.
    const size = limit + 8;
    const picked: OutboxClaim[] = [];
    // Claims marked here leave the query's rows, so the next page starts after the ones skipped only.
    for (let skipped = 0; picked.length < limit;) {
      const rows = page.all(at, size, skipped) as ClaimRow[];
      for (const row of rows) {
        const claim = toOutboxClaim(row);
        if (exclude.has(claim.id) || inDoubt.some((other) => keysCollide(other, claim))) {
          skipped += 1;
          continue;
        }
        expectOne(mark.run(at, claim.id).changes, 'claimForSending');
        const sent = { ...claim, attempts: claim.attempts + 1 };
        picked.push(sent);
        inDoubt.push(sent);
        if (picked.length === limit) break;
      }
      if (rows.length < size) break;
    }
    return picked;
  });
}

/** Claims in doubt whose reconciliation is due (never call while their sends are in flight). */
export function dueUnconfirmedClaims(db: Db, now: Date): OutboxClaim[] {
  const rows = statement(
    db,
    `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_IN_DOUBT}
       AND outcome_unknown = 1 AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
       ORDER BY coalesce(queued_at, created_at), id`,
  ).all(now.toISOString()) as ClaimRow[];
  return rows.map(toOutboxClaim);
}

/** claim_no values already held by a local claim of the batch: a remote claim adopted once is never adopted again. */
export function adoptedClaimNos(db: Db, batchNo: string): Set<string> {
  const rows = statement(db, 'SELECT claim_no FROM claims WHERE batch_no = ? AND claim_no IS NOT NULL')
    .pluck()
    .all(batchNo) as string[];
  return new Set(rows);
}

export function claimNoHolder(db: Db, claimNo: string): string | undefined {
  return statement(db, 'SELECT id FROM claims WHERE claim_no = ?').pluck().get(claimNo) as string | undefined;
}

export interface Submitted {
  readonly claimNo: string;
  readonly amountClaimed: Money;
}

export function markSubmitted(db: Db, id: string, submitted: Submitted, now: Date): void {
  const at = now.toISOString();
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'submitted', claim_no = ?, amount_claimed_units = ?, outcome_unknown = 0,
         next_attempt_at = NULL, messages_json = '[]', submitted_at = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(submitted.claimNo, Number(submitted.amountClaimed), at, at, id);
  expectOne(changes, 'markSubmitted');
}

/**
 * A person must look at the claim. `inDoubt` keeps outcome_unknown = 1 (the claim
 * may be on the service: it must not be re-queued blindly, see resolveInDoubt).
 */
export function markClaimNeedsAttention(
  db: Db,
  id: string,
  messages: readonly string[],
  inDoubt: boolean,
  now: Date,
): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'needs-attention', outcome_unknown = ?, next_attempt_at = NULL, messages_json = ?,
         updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(inDoubt ? 1 : 0, json(messages), now.toISOString(), id);
  expectOne(changes, 'markClaimNeedsAttention');
}

/** No usable answer: stays in doubt, to be reconciled at `retryAt`. */
export function markOutcomeUnknown(db: Db, id: string, retryAt: Date, messages: readonly string[], now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET outcome_unknown = 1, next_attempt_at = ?, messages_json = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(retryAt.toISOString(), json(messages), now.toISOString(), id);
  expectOne(changes, 'markOutcomeUnknown');
}

/** The check of a claim in doubt could not be made (the batch read failed): it waits longer, still in doubt. */
export function deferInDoubt(db: Db, id: string, retryAt: Date, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT} AND outcome_unknown = 1`,
  ).run(retryAt.toISOString(), now.toISOString(), id);
  expectOne(changes, 'deferInDoubt');
}

/** Known not to be on the service (never sent, refused before applying, or reconciled as absent): back to queued. */
export function releaseClaim(db: Db, id: string, retryAt: Date | null, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claims SET state = 'queued', outcome_unknown = 0, next_attempt_at = ?, updated_at = ?
       WHERE id = ? AND ${IN_DOUBT}`,
  ).run(retryAt?.toISOString() ?? null, now.toISOString(), id);
  expectOne(changes, 'releaseClaim');
}

/** Claims marked `sending` by a take but never sent (the run stopped first): queued again, as they were. */
export function releaseUnsent(db: Db, ids: readonly string[], now: Date): void {
  writeTransaction(db, () => {
    const release = statement(
      db,
      `UPDATE claims SET state = 'queued', outcome_unknown = 0, attempts = attempts - 1, updated_at = ?
       WHERE id = ? AND state = 'sending'`,
    );
    for (const id of ids) expectOne(release.run(now.toISOString(), id).changes, 'releaseUnsent');
  });
}

export type InDoubtResolution = { readonly claimNo: string } | 'not-on-service';

/**
 * A person resolved a claim flagged in doubt (e.g. ambiguous on the service):
 * either it is the remote claim `claimNo` (adopted), or the insurer confirmed it
 * never arrived (queued again). Answers false when the claim is not in doubt.
 */
export function resolveInDoubt(db: Db, id: string, resolution: InDoubtResolution, now: Date): boolean {
  const at = now.toISOString();
  return writeTransaction(db, () => {
    if (resolution === 'not-on-service') {
      return (
        statement(
          db,
          `UPDATE claims SET state = 'queued', outcome_unknown = 0, next_attempt_at = NULL, messages_json = '[]',
               updated_at = ?
             WHERE id = ? AND state = 'needs-attention' AND outcome_unknown = 1`,
        ).run(at, id).changes === 1
      );
    }
    if (claimNoHolder(db, resolution.claimNo) !== undefined) return false;
    return (
      statement(
        db,
        `UPDATE claims SET state = 'submitted', claim_no = ?, amount_claimed_units = amount_units,
             outcome_unknown = 0, messages_json = '[]', submitted_at = ?, updated_at = ?
           WHERE id = ? AND state = 'needs-attention' AND outcome_unknown = 1`,
      ).run(resolution.claimNo, at, at, id).changes === 1
    );
  });
}

// ── Counts and timing, for the status and the scheduler ─────────────────────

export interface OutboxCounts {
  readonly pending: number;
  readonly unconfirmed: number;
  readonly needsAttention: number;
  readonly pendingDocuments: number;
  readonly documentsNeedingAttention: number;
}

export function outboxCounts(db: Db): OutboxCounts {
  return statement(
    db,
    `SELECT
         (SELECT count(*) FROM claims WHERE state IN ('queued', 'sending')) AS pending,
         (SELECT count(*) FROM ${CLAIMS_IN_DOUBT} AND outcome_unknown = 1) AS unconfirmed,
         (SELECT count(*) FROM claims WHERE state = 'needs-attention') AS needsAttention,
         (SELECT count(*) FROM claim_documents WHERE state IN ('pending', 'uploading')) AS pendingDocuments,
         (SELECT count(*) FROM claim_documents WHERE state = 'needs-attention') AS documentsNeedingAttention`,
  ).get() as OutboxCounts;
}

/** The earliest time something deferred becomes due, or null when nothing waits on a timer. */
export function nextDueAt(db: Db): Date | null {
  const at = statement(
    db,
    `SELECT min(t) FROM (
         SELECT min(next_attempt_at) AS t FROM claims
           WHERE next_attempt_at IS NOT NULL AND review_reason IS NULL
             AND (state = 'queued' OR ${IN_DOUBT})
         UNION ALL
         SELECT min(next_attempt_at) FROM claim_documents WHERE state = 'pending' AND next_attempt_at IS NOT NULL)`,
  )
    .pluck()
    .get() as string | null;
  return at === null ? null : new Date(at);
}

/** How many claims and documents a run can act on now (for its progress total). */
export function dueWorkCount(db: Db, now: Date): number {
  return statement(
    db,
    `SELECT
         (SELECT count(*) FROM claims WHERE (next_attempt_at IS NULL OR next_attempt_at <= ?)
            AND ((state = 'queued' AND review_reason IS NULL) OR (${IN_DOUBT} AND outcome_unknown = 1)))
       + (SELECT count(*) FROM claim_documents WHERE state = 'pending')`,
  )
    .pluck()
    .get(now.toISOString()) as number;
}
