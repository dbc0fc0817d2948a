/**
 * Migration 10: what opening the store had to tell staff (a restore from a backup,
 * an update of the data file, a failed backup) is kept until a person has read it.
 *
 * - `store_notices`: one row per notice, its facts in `detail_json` (parsed with
 *   shared/domain/store-notices.ts on read; the page words them in its language).
 *   `acknowledged_at` / `acknowledged_by`: when and by whom it was read; a notice
 *   without them is shown again at every start until then. The partial index holds
 *   the few notices still to read.
 */
import type { Migration } from './migration';

export const storeNotices: Migration = {
  version: 10,
  name: 'store notices',
  up: `
    CREATE TABLE store_notices (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      raised_at TEXT NOT NULL,
      detail_json TEXT NOT NULL,
      acknowledged_at TEXT,
      acknowledged_by TEXT
    ) STRICT;
    CREATE INDEX store_notices_unread ON store_notices (id) WHERE acknowledged_at IS NULL;
  `,
};
