/**
 * Migration 6: what reconciliation needs to recognise a claim without trusting
 * the service's arithmetic or its spelling of names (see main/sync/reconcile/reconcile.ts).
 *
 * - `batch_reads`: one row per successful read of a batch listing; its id is a
 *   sequence that only grows (AUTOINCREMENT: ids are never reused after pruning).
 * - `batch_claims_seen`: every claim number a batch listing has shown, with the
 *   first read that showed it.
 * - `claims.baseline_read`: the newest batch read recorded when the claim's current
 *   attempt began. A claim number first seen at or before it was on the service
 *   before the claim left, so it cannot be this claim. NULL: no read known (a claim
 *   in doubt from before this migration is then compared with every claim of its
 *   date, the cautious reading).
 * - `claims.settles_at`: a claim in doubt is read back no sooner (a request the
 *   service was still working on lands first); kept apart from `next_attempt_at`,
 *   which adds the backoff, so that staff's "Sync now" can skip the backoff but
 *   never the settle delay.
 * - `claims.sent_line_amounts`: how the breakup amounts of the last attempt were
 *   written (unit prices, or line totals), and `claims.service_reading`: how the
 *   service turned out to read them, learned from its answer. Two small partial
 *   indexes keep the status's amount check cheap: the claims that revealed a
 *   reading, and those whose recorded amount differs from their total.
 */
import type { Migration } from './migration';

export const batchSnapshots: Migration = {
  version: 6,
  name: 'batch snapshots',
  up: `
    CREATE TABLE batch_reads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      batch_no TEXT NOT NULL,
      read_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX batch_reads_by_batch ON batch_reads (batch_no, id);

    CREATE TABLE batch_claims_seen (
      batch_no TEXT NOT NULL,
      claim_no TEXT NOT NULL,
      first_read INTEGER NOT NULL,
      PRIMARY KEY (batch_no, claim_no)
    ) STRICT, WITHOUT ROWID;

    ALTER TABLE claims ADD COLUMN baseline_read INTEGER;
    ALTER TABLE claims ADD COLUMN settles_at TEXT;
    ALTER TABLE claims ADD COLUMN sent_line_amounts TEXT CHECK (sent_line_amounts IN ('unit', 'total'));
    ALTER TABLE claims ADD COLUMN service_reading TEXT CHECK (service_reading IN ('unit', 'total', 'neither'));
    CREATE INDEX claims_revealing_reading ON claims (submitted_at) WHERE service_reading IS NOT NULL;
    CREATE INDEX claims_amount_differs ON claims (submitted_at) WHERE amount_claimed_units <> amount_units;
  `,
};
