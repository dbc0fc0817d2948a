/**
 * Migration 19: copies of the backups in the folder IT chose (main/store/offsite-backup.ts).
 *
 * - `offsite_backup`: one row (id 1). `desk_id`: a random id made once, naming this desk's subfolder of the IT
 *   folder with the desk's name (it goes with the store, so a desk moved to a new PC keeps its subfolder).
 *   `folder`: the IT folder the rest speaks of, and `folder_set_at` when the desk first saw it; `last_success_at`
 *   and `last_copied` (a backup's file name: a time, never patient data); `last_failure_at` and
 *   `last_failure_reason` (a reason code, never a path).
 */
import type { Migration } from './migration';

export const offsiteBackup: Migration = {
  version: 19,
  name: 'offsite-backup',
  up: `
    CREATE TABLE offsite_backup (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      desk_id TEXT NOT NULL,
      folder TEXT,
      folder_set_at TEXT,
      last_success_at TEXT,
      last_copied TEXT,
      last_failure_at TEXT,
      last_failure_reason TEXT
    ) STRICT;
  `,
};
