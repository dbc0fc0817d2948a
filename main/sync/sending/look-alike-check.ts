/**
 * Before a claim is sent: is another desk's claim for the same visit already on the insurer's service? If so,
 * the claim is held for staff (main/claims/look-alikes.ts) instead of being sent: the insurer would otherwise
 * hold the visit twice, or cut one claim.
 *
 * A listed claim looks alike when it has the claim's attendance date, names a member who is most likely the
 * claim's (both names known, sharing a word: listings/recognise.ts), is held by no claim of this desk (this
 * desk's own claims, sent or adopted, are not another desk's), and staff have not said it is a different visit.
 * The listings are those read before sending (read-before-send.ts, kept by listings/batch-reads.ts), so the
 * check is only as fresh as the last read. A claim whose member's name is unknown here is not held (it would be
 * held over every claim of its date).
 */
import { holdForLookAlikes, type LookAlike } from '../../claims/look-alikes';
import { recordAudit } from '../../store/audit';
import type { Db } from '../../store/database';
import { statement } from '../../store/statements';
import type { RunContext } from '../run/context';
import type { OutboxClaim } from '../outbox/claim-outbox';
import { nameWords } from '../listings/recognise';

/** The listed claims `claim` would be sent over (see above): found by the words of its member's name. */
export function lookAlikesOf(db: Db, claim: OutboxClaim): LookAlike[] {
  const words = [...nameWords(claim.memberName)];
  if (words.length === 0) return [];
  const anyWord = words.map(() => "instr(' ' || s.member_words || ' ', ?) > 0").join(' OR ');
  return statement(
    db,
    `SELECT s.claim_no AS claimNo, s.member_name AS memberName FROM batch_claims_seen s
       WHERE s.batch_no = ? AND s.attendance_date = ? AND s.member_words IS NOT NULL AND (${anyWord})
         AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.claim_no = s.claim_no)
         AND NOT EXISTS (SELECT 1 FROM claim_look_alikes l
                           WHERE l.claim_id = ? AND l.claim_no = s.claim_no AND l.confirmed_at IS NOT NULL)
       ORDER BY s.claim_no`,
  ).all(claim.batchNo, claim.attendanceDate, ...words.map((word) => ` ${word} `), claim.id) as LookAlike[];
}

/**
 * The take's check (claimForSending `hold`, outbox/claim-outbox.ts): holds `claim` when it looks alike, with
 * its audit entry, in the take's transaction; answers whether it did.
 */
export function holdIfLookAlike(ctx: RunContext, claim: OutboxClaim): boolean {
  const found = lookAlikesOf(ctx.db, claim);
  if (found.length === 0) return false;
  const at = ctx.audit.now();
  holdForLookAlikes(ctx.db, claim.id, found, at);
  recordAudit(
    ctx.db,
    {
      action: 'claim.hold',
      outcome: 'needs-attention',
      subject: claim.id,
      detail: `not sent: the insurer lists ${found.map((lookAlike) => lookAlike.claimNo).join(', ')} for this member and date`,
    },
    ctx.audit,
  );
  return true;
}
