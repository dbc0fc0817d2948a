/**
 * Migration 11: a document's content can be purged while its record stays.
 *
 * - `claim_documents.content_purged_at`: when retention (main/retention) emptied `content`
 *   (the scan) of a document whose upload the insurer confirmed; NULL while the content is
 *   held. The file name, size, type and upload time stay, so the claim still lists what was sent.
 */
import type { Migration } from './migration';

export const documentPurge: Migration = {
  version: 11,
  name: 'document purge',
  up: `
    ALTER TABLE claim_documents ADD COLUMN content_purged_at TEXT;
  `,
};
