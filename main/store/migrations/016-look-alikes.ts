/**
 * Migration 16: another desk's claim for the same visit is not sent over blindly (main/sync/sending/look-alike-check.ts).
 *
 * - `batch_claims_seen.member_name`, `.attendance_date`: what the batch listing said of each claim number, so
 *   that the take can tell a claim listed for the same member and date before it sends one, and `.member_words`
 *   the name's folded words, space-separated (main/sync/listings/recognise.ts nameWords), for SQL to find them by. NULL
 *   for numbers seen before this migration, until a read shows them again.
 * - `claims.held_over_another_claim`: 1 while a claim waits for staff because another claim may be for the same
 *   visit (a listed look-alike, or a hand-over claim on an authorization this desk has claimed): the outbox and
 *   the counts say so. Cleared when the claim is queued again.
 * - `claims_by_authorization`: the claim an authorization already has is read at every queue (one visit, one
 *   claim: main/claims/authorization-claims.ts) and for the claim editor's picker.
 * - `claim_look_alikes`: the listed claims, held by no claim of this desk, that a queued claim was held for
 *   (`held_at`), and staff's answer that each is a different visit (`confirmed_at`, audited): a confirmed
 *   number never holds that claim again.
 */
import type { Migration } from './migration';

export const lookAlikes: Migration = {
  version: 16,
  name: 'look-alikes',
  up: `
    ALTER TABLE batch_claims_seen ADD COLUMN member_name TEXT;
    ALTER TABLE batch_claims_seen ADD COLUMN attendance_date TEXT;
    ALTER TABLE batch_claims_seen ADD COLUMN member_words TEXT;
    CREATE INDEX batch_claims_seen_by_date ON batch_claims_seen (batch_no, attendance_date);
    CREATE INDEX claims_by_authorization ON claims (authorization_no);
    ALTER TABLE claims ADD COLUMN held_over_another_claim INTEGER NOT NULL DEFAULT 0
      CHECK (held_over_another_claim IN (0, 1));

    CREATE TABLE claim_look_alikes (
      claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      claim_no TEXT NOT NULL,
      member_name TEXT NOT NULL,
      held_at TEXT NOT NULL,
      confirmed_at TEXT,
      PRIMARY KEY (claim_id, claim_no)
    ) STRICT, WITHOUT ROWID;
  `,
};
