/**
 * Migration 20: a person per session (main/desk/people). Each receptionist signs in with her own name and PIN.
 *
 * - `people`: one row per person; `pin_json` her PIN's scrypt hash (main/desk/lock/pin-hash.ts), `failures` and
 *   `retry_at` her wrong PINs in a row and until when no PIN of hers is tried (the lock's limits, per person).
 *   `retired_at`: retired people stay (the audit trail names them) but cannot sign in; a name is unique among
 *   the active people, whatever its case.
 * - The desk PIN set before (the `lock.pin` record, with the wrong-PIN count of `lock.state`) becomes the first
 *   person's, named after the desk's staff name, or "Reception" (renamable in Settings); the record goes.
 * - `audit_log.person_id`, `claims.person_id` / `claims.person_name`: who did it, by id and by the name she had
 *   then (the audit's `staff` column holds that name already).
 */
import type { Migration } from './migration';

export const people: Migration = {
  version: 20,
  name: 'people',
  up: `
    CREATE TABLE people (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      pin_json TEXT NOT NULL,
      added_at TEXT NOT NULL,
      added_by TEXT NOT NULL,
      retired_at TEXT,
      failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
      retry_at TEXT
    ) STRICT;
    CREATE UNIQUE INDEX people_active_names ON people (name COLLATE NOCASE) WHERE retired_at IS NULL;

    INSERT INTO people (name, pin_json, added_at, added_by, failures, retry_at)
      SELECT
        COALESCE(
          (SELECT NULLIF(substr(trim(json_extract(value_json, '$')), 1, 60), '') FROM settings
            WHERE key = 'staffName' AND json_type(value_json) = 'text'),
          'Reception'),
        pin.value_json,
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
        '',
        COALESCE((SELECT json_extract(value_json, '$.failures') FROM settings
                   WHERE key = 'lock.state' AND json_valid(value_json)), 0),
        (SELECT json_extract(value_json, '$.retryAt') FROM settings WHERE key = 'lock.state' AND json_valid(value_json))
      FROM settings AS pin WHERE pin.key = 'lock.pin' AND json_valid(pin.value_json);
    DELETE FROM settings WHERE key = 'lock.pin';

    ALTER TABLE audit_log ADD COLUMN person_id INTEGER;
    ALTER TABLE claims ADD COLUMN person_id INTEGER;
    ALTER TABLE claims ADD COLUMN person_name TEXT;
  `,
};
