/**
 * Migration 11: retention (main/retention).
 *
 * - `claim_documents.content_purged_at`: when retention emptied `content` (the scan) of a
 *   document whose upload the insurer confirmed; NULL while the content is held. The file
 *   name, size, type and upload time stay, so the claim still lists what was sent.
 * - The audit trail is kept longest and holds no clinical detail: entries of a claim or a
 *   document the insurer refused held the insurer's words, which may quote a complaint or a
 *   diagnosis. From now on they say only how many messages came (store/audit.ts
 *   `insurerRefusal`); the words written before are replaced here (they stay with the claim).
 */
import type { Migration } from './migration';

export const retention: Migration = {
  version: 11,
  name: 'retention',
  up: `
    ALTER TABLE claim_documents ADD COLUMN content_purged_at TEXT;
    UPDATE audit_log SET detail = 'refused by the insurer: the words are kept with the claim'
      WHERE outcome = 'rejected' AND action IN ('claim.send', 'document.upload');
  `,
};
