/**
 * Migration 7: work in progress survives a screen switch, a reload and a restart.
 *
 * - `visits.closed_at`: staff moved on from this visit (next member, another
 *   card). Until then the latest visit waiting for its code, or authorized, is
 *   the visit in progress that the Visit screen comes back to; `visits.phone`,
 *   the number its code was sent to, so a new code can be sent after a reload;
 *   `visits.sent_to`, where the service says it sent the code (its message's
 *   masked number), for staff to read it back to the member.
 * - `work_in_progress`: what a screen holds that is not saved anywhere else, one
 *   JSON value per key (the claim being written, field by field as typed). Kept
 *   in the store, with the rest of the patient data, not in the page.
 */
import type { Migration } from './migration';

export const workInProgress: Migration = {
  version: 7,
  name: 'work in progress',
  up: `
    ALTER TABLE visits ADD COLUMN closed_at TEXT;
    ALTER TABLE visits ADD COLUMN phone TEXT NOT NULL DEFAULT '';
    ALTER TABLE visits ADD COLUMN sent_to TEXT NOT NULL DEFAULT '';
    CREATE INDEX visits_open ON visits (started_at) WHERE closed_at IS NULL;

    CREATE TABLE work_in_progress (
      key TEXT PRIMARY KEY,
      value_json TEXT NOT NULL,
      saved_at TEXT NOT NULL
    ) STRICT;
  `,
};
