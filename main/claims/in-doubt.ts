/**
 * Staff settle what ClaimDesk could not: a claim left in doubt for a person
 * (needs-attention with an unknown outcome: ambiguous on the service), and a
 * document whose upload could not be confirmed. Every decision is in the audit trail.
 */
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { statement } from '../store/statements';
import { claimNoHolder } from './read';
import { adoptClaimNo, settleNotOnService } from './state';
import { holdDocumentsSentElsewhere } from './taken-back';
import type { ClaimDeps } from './context';

type InDoubtResolution = { readonly claimNo: string } | 'not-on-service';

/**
 * A person resolved a claim flagged in doubt: either it is the remote claim
 * `claimNo` (adopted; what the insurer recorded for it is not known), or the
 * insurer confirmed it never arrived (queued again). Answers false when the claim
 * is not in doubt, or when another claim already holds that claim number. A claim taken back from a hand-over
 * that staff find on the service was sent by the other desk: its documents not uploaded from here are held.
 */
export function resolveInDoubt(deps: ClaimDeps, id: string, resolution: InDoubtResolution): boolean {
  const { db } = deps;
  const at = deps.now().toISOString();
  return writeTransaction(db, () => {
    const takenBack = statement(db, 'SELECT taken_back_at IS NOT NULL FROM claims WHERE id = ?').pluck().get(id) === 1;
    const changed =
      resolution === 'not-on-service'
        ? settleNotOnService(db, id, at)
        : claimNoHolder(db, resolution.claimNo) === undefined && adoptClaimNo(db, id, resolution.claimNo, at);
    if (changed && takenBack && resolution !== 'not-on-service') holdDocumentsSentElsewhere(db, id);
    if (changed) {
      const detail =
        resolution === 'not-on-service'
          ? 'staff: it never reached the insurer; queued to send again'
          : `staff: it is ${resolution.claimNo} on the insurer's service`;
      recordAudit(db, { action: 'claim.resolve', outcome: 'ok', subject: id, detail }, deps);
    }
    return changed;
  });
}

/** Staff checked with the insurer that a flagged document did arrive. False when it is not flagged. */
export function confirmDocumentUploaded(deps: ClaimDeps, id: number): boolean {
  return settleDocument(deps, id, 'confirmed by staff', () =>
    statement(
      deps.db,
      `UPDATE claim_documents SET state = 'uploaded', outcome_unknown = 0, messages_json = '[]', uploaded_at = ?
         WHERE id = ? AND state = 'needs-attention'`,
    ).run(deps.now().toISOString(), id),
  );
}

/**
 * Staff want a flagged document sent (again). False when it is not flagged, or when retention removed its
 * contents (only an uploaded one's, so never a flagged one's: the guard keeps empty bytes from being sent).
 */
export function retryDocument(deps: ClaimDeps, id: number): boolean {
  return settleDocument(deps, id, 'to be sent again, at staff request', () =>
    statement(
      deps.db,
      `UPDATE claim_documents SET state = 'pending', outcome_unknown = 0, next_attempt_at = NULL,
           messages_json = '[]'
         WHERE id = ? AND state = 'needs-attention' AND content_purged_at IS NULL`,
    ).run(id),
  );
}

function settleDocument(deps: ClaimDeps, id: number, detail: string, change: () => { changes: number }): boolean {
  const { db } = deps;
  return writeTransaction(db, () => {
    if (change().changes !== 1) return false;
    recordAudit(db, { action: 'document.resolve', outcome: 'ok', subject: `document #${id}`, detail }, deps);
    return true;
  });
}
