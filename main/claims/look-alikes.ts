/**
 * Another desk's claim for the same visit (migration 16), as data: the listed claims a queued claim is held
 * over (`claim_look_alikes`), and the hold itself. The sync engine decides which listed claims look alike
 * (main/sync/sending/look-alike-check.ts) and holds the claim here, in the take's transaction; staff answer in
 * different-visit.ts.
 */
import { wording } from '../i18n/words';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import { keptReasons } from './rows';
import { markHeldOverAnotherClaim } from './state';

/** A listed claim of another desk: its number and the member the listing names. */
export interface LookAlike {
  readonly claimNo: string;
  readonly memberName: string;
}

/**
 * Holds queued claim `id` for staff over `found`: needs-attention, with the reason (review reason and message)
 * naming the listed claims. Run inside the take's transaction; throws when the claim is no longer queued.
 */
export function holdForLookAlikes(db: Db, id: string, found: readonly LookAlike[], at: Date): void {
  const row = statement(db, "SELECT review_reason, messages_json FROM claims WHERE id = ? AND state = 'queued'").get(
    id,
  ) as { review_reason: string | null; messages_json: string } | undefined;
  if (!row) throw new Error(`claim ${id} is no longer queued to be held`);
  const reason = wording('sync.otherDeskVisit', {
    count: found.length,
    claimNos: found.map((lookAlike) => lookAlike.claimNo).join(', '),
  });
  markHeldOverAnotherClaim(db, id, at.toISOString(), {
    messagesJson: JSON.stringify([...(JSON.parse(row.messages_json) as unknown[]), reason]),
    reviewReason: JSON.stringify([...keptReasons(row.review_reason), reason]),
  });
  const record = statement(
    db,
    `INSERT INTO claim_look_alikes (claim_id, claim_no, member_name, held_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET member_name = excluded.member_name, held_at = excluded.held_at`,
  );
  for (const lookAlike of found) record.run(id, lookAlike.claimNo, lookAlike.memberName, at.toISOString());
}

/** The listed claims claim `id` is held for and staff have not answered yet. */
export const heldForLookAlikes = (db: Db, id: string): LookAlike[] =>
  statement(
    db,
    `SELECT claim_no AS claimNo, member_name AS memberName FROM claim_look_alikes
       WHERE claim_id = ? AND confirmed_at IS NULL ORDER BY claim_no`,
  ).all(id) as LookAlike[];
