/**
 * Deleting a draft: staff started a claim that will not be sent (the wrong member, a visit that did not take
 * place). Only a draft of this desk goes, with its lines and documents; a queued or sent claim never does, nor
 * one handed to another desk. The editor's work in progress goes with it when it is that draft, or the Claim
 * screen would bring the deleted claim back. Audited with what it held, never with the patient's name.
 */
import type { ClaimResult } from '../../shared/domain/claims';
import { say } from '../i18n/words';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import type { ClaimDeps } from './context';
import { failureOf, Refusal } from './failures';
import { handedOverReason } from './handed-over';
import { getClaim } from './read';
import { deleteDraftRow } from './state';
import { dropEditorDraft, stashedEditorDraft } from './work-in-progress';

export function deleteDraft(deps: ClaimDeps, id: string): ClaimResult<{ readonly deleted: true }> {
  const { db } = deps;
  try {
    writeTransaction(db, () => {
      const claim = getClaim(deps, id);
      if (!claim) throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      const handedOver = handedOverReason(db, id);
      if (handedOver) throw new Refusal(handedOver);
      if (claim.state !== 'draft') {
        throw new Refusal({ code: 'claim-locked', message: say('claims.onlyDraftsDeleted') });
      }
      deleteDraftRow(db, id);
      if (stashedEditorDraft(deps)?.id === id) dropEditorDraft(deps);
      recordAudit(
        db,
        {
          action: 'claim.delete',
          outcome: 'ok',
          subject: `claim ${id}`,
          detail: `draft, total ${claim.amountText}, ${claim.lines.length} line(s), ${claim.documents.length} document(s)`,
        },
        deps,
      );
    });
    return { ok: true, value: { deleted: true } };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.delete', subject: `claim ${id}`, ctx: deps });
  }
}
