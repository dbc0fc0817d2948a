/**
 * Migration 12: what became of a claim after it was sent (status follow-up, main/sync), and the
 * link of a resubmitted claim to the one the insurer turned down.
 *
 * - `claims.insurer_status`: the status its batch listing last showed (the service document lists
 *   only "Received"; any other value is kept as it comes); NULL until the first follow-up read.
 * - `claims.insurer_amount_units`: the amount the insurer recorded for it (the listing's
 *   `claimed_amount`, in money units as `amount_units`); NULL when the listing gave none.
 * - `claims.insurer_seen_at`: when a listing last showed it. `claims.insurer_missing_at`: when a
 *   listing of its batch first no longer showed it (the claim is flagged, never deleted); NULL
 *   while it is shown.
 * - `claims.insurer_changed_at` / `claims.insurer_looked_at`: when ClaimDesk last saw its status
 *   or amount change, and when staff last looked at it; changed after looked = marked as new.
 * - `claims.resubmit_of`: a draft copied from a claim the insurer turned down keeps the original's
 *   id; the original is never sent again.
 * - `claim_status_history`: each change ClaimDesk saw (status, amount, when).
 * - `batch_follow_ups`: when each of a service's batches was last read for follow-up.
 */
import type { Migration } from './migration';

export const insurerStatus: Migration = {
  version: 12,
  name: 'insurer status',
  up: `
    ALTER TABLE claims ADD COLUMN insurer_status TEXT;
    ALTER TABLE claims ADD COLUMN insurer_amount_units INTEGER;
    ALTER TABLE claims ADD COLUMN insurer_seen_at TEXT;
    ALTER TABLE claims ADD COLUMN insurer_missing_at TEXT;
    ALTER TABLE claims ADD COLUMN insurer_changed_at TEXT;
    ALTER TABLE claims ADD COLUMN insurer_looked_at TEXT;
    ALTER TABLE claims ADD COLUMN resubmit_of TEXT REFERENCES claims (id);

    CREATE TABLE claim_status_history (
      id INTEGER PRIMARY KEY,
      claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      amount_units INTEGER,
      seen_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX claim_status_history_by_claim ON claim_status_history (claim_id, id);

    CREATE TABLE batch_follow_ups (
      service TEXT NOT NULL,
      batch_no TEXT NOT NULL,
      read_at TEXT NOT NULL,
      PRIMARY KEY (service, batch_no)
    ) STRICT, WITHOUT ROWID;
  `,
};
