/**
 * "Resubmit as a new claim": a claim the insurer turned down after receiving it (its status reads as a
 * refusal, shared/domain/claims.ts isRefusalStatus) is copied into a new draft that keeps `resubmit_of`.
 * The copy has no batch number yet (the desk's rule gives it one when it is queued) and is sent like any
 * claim, once staff have corrected and queued it. The original stays submitted: nothing sends a submitted
 * claim again (queueing and saving refuse it), and one copy is made of it at most.
 */
import type { ClaimResult, ClaimView } from '../../shared/domain/claims';
import { say } from '../i18n/words';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import type { ClaimDeps } from './context';
import { failureOf, Refusal } from './failures';
import { getClaim } from './read';
import { saveDraft } from './save';
import { linkResubmission } from './state';
import { toClaimInput } from './submission';

export function resubmitAsNewClaim(ctx: ClaimDeps, id: string): ClaimResult<ClaimView> {
  const { db } = ctx;
  try {
    const copyId = writeTransaction(db, () => {
      const original = getClaim(ctx, id);
      if (!original) throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      if (original.state !== 'submitted' || !original.insurer?.refused) {
        throw new Refusal({ code: 'not-refused', message: say('followUp.notRefused') });
      }
      if (original.resubmittedAs !== null) {
        throw new Refusal({ code: 'already-resubmitted', message: say('followUp.alreadyResubmitted') });
      }
      const { id: _original, ...input } = toClaimInput(original);
      const saved = saveDraft(ctx, { ...input, batchNo: '' });
      if (!saved.ok) throw new Refusal(saved.error);
      linkResubmission(db, saved.value.id, id);
      recordAudit(
        db,
        {
          action: 'claim.resubmit',
          outcome: 'ok',
          subject: `claim ${saved.value.id}`,
          detail: `copy of claim ${id} (${original.claimNo ?? 'no claim number'}), ${original.insurer.status ?? ''}`,
        },
        ctx,
      );
      return saved.value.id;
    });
    const copy = getClaim(ctx, copyId);
    if (!copy) throw new Error(`claim ${copyId} vanished after its write`);
    return { ok: true, value: copy };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.resubmit', subject: `claim ${id}`, ctx });
  }
}
