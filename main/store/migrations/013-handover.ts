/**
 * Migration 13: handing claims to another desk (main/handover).
 *
 * - `claims.handed_over_at` / `claims.handover_id`: when this desk exported the claim to a hand-over
 *   file, and that file's id. While set, the claim is the other desk's to send: the sync engine skips
 *   it (main/sync/outbox/claim-outbox.ts, document-outbox.ts) and staff can neither edit nor queue it here. Both are
 *   cleared only when the same file is imported again on this desk (taking the claims back).
 * - `handovers`: every hand-over file this desk made (`exported`) or read (`imported`), by the id
 *   written inside the file, so a file imported twice is refused. `taken_back_at`: an exported file
 *   imported back here. `file`: the encrypted file this desk made, kept so it can be saved again
 *   (NULL for a file read from another desk).
 */
import type { Migration } from './migration';

export const handover: Migration = {
  version: 13,
  name: 'handover',
  up: `
    ALTER TABLE claims ADD COLUMN handed_over_at TEXT;
    ALTER TABLE claims ADD COLUMN handover_id TEXT;
    CREATE INDEX claims_handed_over ON claims (handover_id) WHERE handover_id IS NOT NULL;

    CREATE TABLE handovers (
      id TEXT PRIMARY KEY,
      direction TEXT NOT NULL CHECK (direction IN ('exported', 'imported')),
      at TEXT NOT NULL,
      claim_count INTEGER NOT NULL,
      taken_back_at TEXT,
      file BLOB
    ) STRICT;
  `,
};
