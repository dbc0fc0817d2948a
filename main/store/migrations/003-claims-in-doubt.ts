/**
 * Migration 3: an index of the claims in doubt.
 *
 * The sync engine asks "which claims are in doubt?" (sending, or queued with an
 * unknown outcome) every time it marks the next claims, and the status asks it
 * after every group commit. Through claims_by_state that means walking every
 * queued claim, which made flushing a long queue quadratic. A partial index holds
 * only the few rows in doubt. Its WHERE is the engine's IN_DOUBT condition
 * (main/claims/read.ts) written identically, which is what lets SQLite use it.
 */
import type { Migration } from './migration';

export const claimsInDoubt: Migration = {
  version: 3,
  name: 'claims in doubt',
  up: `
    CREATE INDEX claims_in_doubt ON claims (state)
      WHERE (state = 'sending' OR (state = 'queued' AND outcome_unknown = 1));
  `,
};
