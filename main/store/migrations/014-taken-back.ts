/**
 * Migration 14: claims that may already be on the insurer's service although this desk never sent them are
 * checked with the insurer before they are sent.
 *
 * - `claims.taken_back_at`: when the claim came to this desk that way: taken back by importing this desk's own
 *   hand-over file again (the other desk may have sent it meanwhile), or imported from a file that says so
 *   (a claim taken back and handed over again). Until the insurer's batch has been read, the claim is never
 *   sent: reconciliation checks it (main/sync/outbox/claim-outbox.ts `takenBackToCheck`) against its baseline
 *   (`claims.baseline_read`: the newest batch read when this desk exported it; none for an imported one).
 *   Cleared once decided: adopted (the other desk sent it), queued to send (it never arrived), or settled by staff.
 */
import type { Migration } from './migration';

export const takenBack: Migration = {
  version: 14,
  name: 'taken-back',
  up: `
    ALTER TABLE claims ADD COLUMN taken_back_at TEXT;
    CREATE INDEX claims_taken_back ON claims (service) WHERE taken_back_at IS NOT NULL;
  `,
};
