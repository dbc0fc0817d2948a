/**
 * The insurer's status of a sent claim (migration 12's columns, written by the status follow-up in
 * main/sync): its history, staff looking at it, and the list filter's "changed since staff last looked"
 * (the view itself is made in rows.ts with the rest of the claim).
 */
import type { InsurerStatusChange } from '../../shared/domain/claims';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import { amountTextOf } from './rows';
import { markInsurerLookedAt } from './state';
import type { ClaimDeps, ClaimStore } from './context';

/** Changed after staff last looked (ISO times of one clock compare as text), as SQL for the list filter; see rows.ts insurerView. */
export const CHANGED_SINCE_LOOKED =
  '(c.insurer_changed_at IS NOT NULL AND (c.insurer_looked_at IS NULL OR c.insurer_changed_at > c.insurer_looked_at))';

/** Every change ClaimDesk saw of the claim, oldest first. */
export function insurerHistory(db: Db, claimId: string): InsurerStatusChange[] {
  const rows = statement(
    db,
    'SELECT status, amount_units, seen_at FROM claim_status_history WHERE claim_id = ? ORDER BY id',
  ).all(claimId) as { status: string; amount_units: number | null; seen_at: string }[];
  return rows.map((row) => ({ status: row.status, amountText: amountTextOf(row.amount_units), seenAt: row.seen_at }));
}

/** Every status the insurer has shown on this desk's claims, in order. */
export const insurerStatusesSeen = ({ db }: ClaimStore): string[] =>
  statement(db, 'SELECT DISTINCT insurer_status FROM claims WHERE insurer_status IS NOT NULL ORDER BY 1')
    .pluck()
    .all() as string[];

/** Staff opened the claim: what the insurer said of it so far is no longer new. False when no such claim. */
export function markInsurerLooked({ db, now }: Pick<ClaimDeps, 'db' | 'now'>, claimId: string): boolean {
  return markInsurerLookedAt(db, claimId, now().toISOString());
}
