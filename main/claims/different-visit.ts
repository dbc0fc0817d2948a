/**
 * Staff's answer to a claim held over another desk's claim for the same member and date (look-alikes.ts):
 * "a different visit", in one click, audited. The claim is queued again, and those claim numbers never hold it
 * again. A claim that is the same visit stays held: staff leave it, or edit it.
 */
import type { ClaimResult, ClaimView } from '../../shared/domain/claims';
import { say } from '../i18n/words';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import { statement } from '../store/statements';
import type { ClaimDeps } from './context';
import { failureOf, Refusal } from './failures';
import { heldForLookAlikes } from './look-alikes';
import { requeueClaim } from './queue';

/**
 * Staff: the listed claims claim `id` was held for are a different visit. Recorded (they never hold it again),
 * audited with their numbers, and the claim is queued again to be sent.
 */
export function confirmDifferentVisit(deps: ClaimDeps, id: string): ClaimResult<ClaimView> {
  const { db } = deps;
  try {
    const queued = writeTransaction(db, () => {
      const held = heldForLookAlikes(db, id);
      if (held.length === 0) throw new Refusal({ code: 'not-held', message: say('claims.notHeldForLookAlike') });
      statement(db, 'UPDATE claim_look_alikes SET confirmed_at = ? WHERE claim_id = ? AND confirmed_at IS NULL').run(
        deps.now().toISOString(),
        id,
      );
      const requeued = requeueClaim(deps, id);
      if (!requeued.ok) throw new Refusal(requeued.error);
      recordAudit(
        db,
        {
          action: 'claim.different-visit',
          outcome: 'ok',
          subject: `claim ${id}`,
          detail: `a different visit from ${held.map((lookAlike) => lookAlike.claimNo).join(', ')} on the insurer's service`,
        },
        deps,
      );
      return requeued.value;
    });
    return { ok: true, value: queued };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.different-visit', subject: `claim ${id}`, ctx: deps });
  }
}
