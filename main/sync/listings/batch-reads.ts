/**
 * The record of what the service's batch listings showed (the batch snapshots of migration 6), as plain SQL on
 * `batch_reads` and `batch_claims_seen`. Reading the service is the run's business (sending/read-before-send.ts,
 * reconcile/reconcile.ts); this module only keeps what a read showed.
 *
 * Every successful read is recorded with the claim numbers it showed; each claim number keeps the first read
 * that showed it. Read ids only grow, so "first seen at or before read r" means "on the service before anything
 * that began after read r was recorded". A claim's baseline (claims.baseline_read, set when an attempt begins:
 * outbox/claim-outbox.ts claimForSending) is the newest read id at that moment: that is how reconciliation tells
 * a claim's own copy from the claims that were already there.
 */
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { nameWords } from './recognise';

/** A claim as a batch listing shows it: its number, and what it says of the member and the date (migration 16). */
export interface ListedClaim {
  readonly claim_no: string;
  readonly member_name?: string;
  readonly attendance_date?: string;
}

/**
 * Records one read of `batchNo` that showed `listed`, and forgets what no claim needs any more (in the
 * same transaction, so it costs no commit of its own); answers the read id. Each claim number keeps the first
 * read that showed it, and the member and date of the latest.
 */
export function recordBatchRead(db: Db, batchNo: string, listed: readonly ListedClaim[], at: Date): number {
  return writeTransaction(db, () => {
    pruneBatchReads(db);
    const readId = Number(
      statement(db, 'INSERT INTO batch_reads (batch_no, read_at) VALUES (?, ?)').run(batchNo, at.toISOString())
        .lastInsertRowid,
    );
    const seen = statement(
      db,
      `INSERT INTO batch_claims_seen (batch_no, claim_no, first_read, member_name, member_words, attendance_date)
         VALUES (@batchNo, @claimNo, @readId, @memberName, @memberWords, @attendanceDate)
         ON CONFLICT DO UPDATE SET member_name = excluded.member_name, member_words = excluded.member_words,
           attendance_date = excluded.attendance_date`,
    );
    for (const claim of listed) {
      seen.run({
        batchNo,
        claimNo: claim.claim_no,
        readId,
        memberName: claim.member_name ?? null,
        memberWords: claim.member_name === undefined ? null : [...nameWords(claim.member_name)].join(' ') || null,
        attendanceDate: claim.attendance_date ?? null,
      });
    }
    return readId;
  });
}

/** The newest read id of any batch, or null before the first read. */
export const latestReadId = (db: Db): number | null =>
  statement(db, 'SELECT max(id) FROM batch_reads').pluck().get() as number | null;

/** Each claim number a read of `batchNo` has shown, with the first read that showed it. */
export function firstSeenReads(db: Db, batchNo: string): Map<string, number> {
  const rows = statement(db, 'SELECT claim_no, first_read FROM batch_claims_seen WHERE batch_no = ?').all(batchNo) as {
    claim_no: string;
    first_read: number;
  }[];
  return new Map(rows.map((row) => [row.claim_no, row.first_read]));
}

/** When `batchNo` was last read, or null when it never was (or its reads were pruned). */
export function lastReadAt(db: Db, batchNo: string): Date | null {
  const at = statement(db, 'SELECT max(read_at) FROM batch_reads WHERE batch_no = ?').pluck().get(batchNo) as
    string | null;
  return at === null ? null : new Date(at);
}

/**
 * Forgets what no claim can need any more: every batch with no claim waiting to be
 * sent or in doubt, and every read but the newest of the others (claims keep read
 * ids as numbers; AUTOINCREMENT never hands out an id again). Call inside a transaction.
 */
function pruneBatchReads(db: Db): void {
  const live = `SELECT batch_no FROM claims
    WHERE state IN ('queued', 'sending') OR (state = 'needs-attention' AND outcome_unknown = 1)`;
  statement(db, `DELETE FROM batch_claims_seen WHERE batch_no NOT IN (${live})`).run();
  statement(
    db,
    `DELETE FROM batch_reads WHERE batch_no NOT IN (${live})
       OR id < (SELECT max(id) FROM batch_reads newer WHERE newer.batch_no = batch_reads.batch_no)`,
  ).run();
}
