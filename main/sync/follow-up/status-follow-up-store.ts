/**
 * The follow-up's rows (migration 12): which batches are due to be read back, and what one batch
 * listing tells about the desk's sent claims.
 *
 * A listing is applied to the submitted claims of its batch (this service's), matched by claim_no:
 * - shown: its status (kept as the insurer wrote it; only "Received" is documented, every other value
 *   is a status too, never an error), the amount it recorded, and when it was seen; a change of either
 *   adds a row to claim_status_history and marks the claim as changed (`insurer_changed_at`). The
 *   first sighting compares with what the claim's receipt already said ("Received" and its
 *   amount_claimed), so a claim received as sent is not marked, one already refused or adjusted is;
 * - not shown: flagged (`insurer_missing_at`, once, marked as changed), never deleted; shown again, the
 *   flag goes and that too is marked as a change.
 */
import { tryMoneyFromNumber } from '../../../shared/money';
import { KNOWN_CLAIM_STATUSES, type ClaimSummary } from '../../../shared/wire/claims';
import { unitsOf } from '../../claims/rows';
import { markMissingOnService, recordSighting } from '../../claims/state';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';

/** The status a claim's receipt implies: what the first sighting is compared with. */
const RECEIVED: string = KNOWN_CLAIM_STATUSES[0];

/**
 * The insurer's recorded amount in money units, exactly as it wrote it; null when it is not an amount
 * ClaimDesk can keep exactly (not finite, negative, more than four decimals, beyond a safe integer).
 */
export function recordedUnits(claimedAmount: number): number | null {
  const amount = tryMoneyFromNumber(claimedAmount);
  if (amount === undefined) return null;
  const units = unitsOf(amount);
  return amount >= 0n && Number.isSafeInteger(units) ? units : null;
}

/**
 * The batches to read now, longest unread first: those holding a claim of `service` submitted since
 * `sentSince`, last read at or before `readBefore` (or never), and `wanted` ones whatever their last read.
 */
export function dueFollowUpBatches(
  db: Db,
  service: string,
  sentSince: Date,
  readBefore: Date,
  wanted: readonly string[] = [],
): string[] {
  const rows = statement(
    db,
    `SELECT c.batch_no FROM claims c
       LEFT JOIN batch_follow_ups f ON f.service = c.service AND f.batch_no = c.batch_no
       WHERE c.state = 'submitted' AND c.service = ? AND c.claim_no IS NOT NULL AND c.submitted_at >= ?
         AND (f.read_at IS NULL OR f.read_at <= ?)
       GROUP BY c.batch_no
       ORDER BY max(f.read_at) IS NOT NULL, max(f.read_at), c.batch_no`,
  )
    .pluck()
    .all(service, sentSince.toISOString(), readBefore.toISOString()) as string[];
  return [...new Set([...wanted, ...rows])];
}

interface SentRow {
  id: string;
  claim_no: string;
  amount_claimed_units: number | null;
  insurer_status: string | null;
  insurer_amount_units: number | null;
  insurer_missing_at: string | null;
}

/** What applying a listing changed, for the run's log and the tests. */
export interface ListingApplied {
  readonly changed: number;
  readonly missing: number;
}

/** Applies one successful read of `batchNo` (see the rules above) and records when it was read; one transaction. */
export function applyBatchListing(
  db: Db,
  service: string,
  batchNo: string,
  listing: readonly ClaimSummary[],
  at: Date,
): ListingApplied {
  const seenAt = at.toISOString();
  const shown = new Map<string, ClaimSummary>();
  for (const summary of listing) if (!shown.has(summary.claim_no)) shown.set(summary.claim_no, summary);
  return writeTransaction(db, () => {
    const sent = statement(
      db,
      `SELECT id, claim_no, amount_claimed_units, insurer_status, insurer_amount_units, insurer_missing_at
         FROM claims WHERE service = ? AND batch_no = ? AND state = 'submitted' AND claim_no IS NOT NULL`,
    ).all(service, batchNo) as SentRow[];
    let changed = 0;
    let missing = 0;
    for (const claim of sent) {
      const summary = shown.get(claim.claim_no);
      if (summary) {
        if (applySighting(db, claim, summary, seenAt)) changed += 1;
      } else {
        missing += 1;
        if (claim.insurer_missing_at === null) {
          changed += 1;
          markMissingOnService(db, claim.id, seenAt);
        }
      }
    }
    statement(
      db,
      `INSERT INTO batch_follow_ups (service, batch_no, read_at) VALUES (?, ?, ?)
         ON CONFLICT (service, batch_no) DO UPDATE SET read_at = excluded.read_at`,
    ).run(service, batchNo, seenAt);
    return { changed, missing };
  });
}

/** One claim shown by the listing; true when staff have something new to see. */
function applySighting(db: Db, claim: SentRow, summary: ClaimSummary, seenAt: string): boolean {
  const status = summary.status;
  const amount = recordedUnits(summary.claimed_amount);
  const firstSighting = claim.insurer_status === null;
  const before = firstSighting
    ? { status: RECEIVED, amount: claim.amount_claimed_units }
    : { status: claim.insurer_status, amount: claim.insurer_amount_units };
  const differs = status !== before.status || amount !== before.amount;
  const news = differs || claim.insurer_missing_at !== null;
  if (firstSighting || status !== claim.insurer_status || amount !== claim.insurer_amount_units) {
    statement(db, 'INSERT INTO claim_status_history (claim_id, status, amount_units, seen_at) VALUES (?, ?, ?, ?)').run(
      claim.id,
      status,
      amount,
      seenAt,
    );
  }
  recordSighting(db, claim.id, { status, amountUnits: amount, seenAt, news });
  return news;
}
