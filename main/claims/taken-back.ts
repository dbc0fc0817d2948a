/**
 * A claim taken back from a hand-over (migration 14) that turned out to be on the insurer's service already:
 * the desk it was handed to sent it, and may have uploaded its documents too. Documents have no read-back on
 * the service, so those this desk has not uploaded are held for staff (confirm, or upload again) rather than
 * uploaded a second time. Run inside the transaction that records the claim's number.
 */
import { wording } from '../i18n/words';
import type { Db } from '../store/database';
import { statement } from '../store/statements';

export function holdDocumentsSentElsewhere(db: Db, claimId: string): number {
  const pending = statement(
    db,
    "SELECT id, file_name AS fileName FROM claim_documents WHERE claim_id = ? AND state = 'pending' ORDER BY id",
  ).all(claimId) as { id: number; fileName: string }[];
  const hold = statement(
    db,
    `UPDATE claim_documents SET state = 'needs-attention', outcome_unknown = 1, next_attempt_at = NULL,
         messages_json = ?
       WHERE id = ? AND state = 'pending'`,
  );
  for (const { id, fileName } of pending) {
    hold.run(JSON.stringify([wording('sync.uploadMaybeElsewhere', { file: fileName })]), id);
  }
  return pending.length;
}
