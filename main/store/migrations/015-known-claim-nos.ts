/**
 * Migration 15: a hand-over file is single-use everywhere. Every claim imported from a file is checked with the
 * insurer before it is sent (`claims.taken_back_at`, migration 14), since the same file may have been imported
 * on another desk, or on this one before Forget this device, a reinstall or a restore.
 *
 * - `claims.known_claim_nos`: a JSON array of the claim numbers of the claim's batch that the desk which made the
 *   file knew were on the service when it made it (its batch reads and its own sent claims). None of them can be
 *   another desk's copy of the claim, which could be sent only after the file existed, so the check does not
 *   count them as candidates (main/sync/reconcile/reconcile.ts). NULL: none known (every listed claim of the date is one).
 */
import type { Migration } from './migration';

export const knownClaimNos: Migration = {
  version: 15,
  name: 'known-claim-nos',
  up: `ALTER TABLE claims ADD COLUMN known_claim_nos TEXT;`,
};
