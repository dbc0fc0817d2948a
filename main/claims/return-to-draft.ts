/**
 * "Edit" on a queued claim: it goes back to a draft, so the sync engine leaves it alone while staff change
 * it, and it is queued again (through every rule of queueing) when they are done. Only a claim waiting to be
 * sent: one being sent, in doubt or sent can no longer be taken back from the insurer's way. The engine takes
 * claims with `WHERE state = 'queued'` in its own write transaction, so the two never interleave.
 */
import type { ClaimResult, ClaimView } from '../../shared/domain/claims';
import { say } from '../i18n/words';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import type { ClaimDeps } from './context';
import { failureOf, Refusal } from './failures';
import { handedOverReason } from './handed-over';
import { getClaim } from './read';
import { lockedReason } from './save';
import { backToDraft } from './state';

export function returnToDraft(deps: ClaimDeps, id: string): ClaimResult<ClaimView> {
  const { db } = deps;
  try {
    const view = writeTransaction(db, (): ClaimView => {
      const claim = getClaim(deps, id);
      if (!claim) throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      const locked =
        lockedReason({ state: claim.state, outcome_unknown: claim.outcomeUnknown ? 1 : 0, claim_no: claim.claimNo }) ??
        handedOverReason(db, id);
      if (locked) throw new Refusal(locked);
      if (claim.state !== 'queued') throw new Refusal({ code: 'claim-locked', message: say('claims.onlyQueuedBack') });
      const now = deps.now().toISOString();
      backToDraft(db, id, now);
      recordAudit(
        db,
        { action: 'claim.unqueue', outcome: 'ok', subject: `claim ${id}`, detail: 'back to draft' },
        deps,
      );
      return { ...claim, state: 'draft', queuedAt: null, updatedAt: now };
    });
    return { ok: true, value: view };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.unqueue', subject: `claim ${id}`, ctx: deps });
  }
}
