/**
 * Migration 9: every claim records the insurer service it belongs to.
 *
 * - `claims.service`: the service's identity (main/core/service.ts `serviceKey`: `demo`
 *   for the embedded simulator, else the configured service's address). The sync
 *   engine sends, reconciles and uploads for its own service's claims only, so a
 *   claim captured in the demo never reaches a real insurer, nor the other way round.
 *   NULL: a claim saved before this version; the core gives those to the service it
 *   first starts on after the update (where they would have gone before), through
 *   the small partial index, which is empty from then on.
 */
import type { Migration } from './migration';

export const claimService: Migration = {
  version: 9,
  name: 'claim service',
  up: `
    ALTER TABLE claims ADD COLUMN service TEXT;
    CREATE INDEX claims_without_service ON claims (id) WHERE service IS NULL;
  `,
};
