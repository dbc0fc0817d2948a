/**
 * Migration 23: the indexes the day sheet reads by (main/reports/day-sheet.ts): the visits started on a range of
 * days, the authorizations recorded then, whether a visit led to an authorization, and each visit's claim.
 * Without them a month's sheet scans every visit once per authorization, and sorts each visit's claims.
 */
import type { Migration } from './migration';

export const daySheet: Migration = {
  version: 23,
  name: 'day-sheet',
  up: `
    CREATE INDEX visits_by_start ON visits (started_at);
    CREATE INDEX visits_by_authorization ON visits (authorization_no);
    CREATE INDEX authorizations_by_time ON authorizations (obtained_at);
    -- A visit's claim in one seek, in the order the sheet picks it (its newest past drafting, else its newest draft).
    CREATE INDEX claims_of_visit ON claims (authorization_no, state = 'draft', created_at DESC, id)
      WHERE handed_over_at IS NULL;
  `,
};
