/**
 * Migration 17: documents belong to the claim before it is sent (main/claims/referral.ts, document-fit.ts).
 *
 * - `claim_documents.kind`: which attached document staff marked as the referral letter (`referral`), the
 *   service having no kinds of its own; every document attached before is `other`.
 * - `claim_documents_by_claim`: a claim's documents, and whether it has a referral letter, are read at every
 *   view of it and at every change of its hold (there was no index by claim).
 * - `claims.waiting_on_document`: 1 while a queued claim on a Referral benefit is held for its referral letter
 *   (the desk's setting `referralLetter` is `hold`): the sync engine does not take it, and the outbox, the
 *   counts and the reports say so. Written only by main/claims/referral.ts.
 * - `claims.document_waived_at`: when staff chose "Send without" the letter (audited with who and why): the
 *   claim is never held for it again.
 */
import type { Migration } from './migration';

export const referralLetters: Migration = {
  version: 17,
  name: 'referral-letters',
  up: `
    ALTER TABLE claim_documents ADD COLUMN kind TEXT NOT NULL DEFAULT 'other' CHECK (kind IN ('referral', 'other'));
    CREATE INDEX claim_documents_by_claim ON claim_documents (claim_id, kind);
    ALTER TABLE claims ADD COLUMN waiting_on_document INTEGER NOT NULL DEFAULT 0
      CHECK (waiting_on_document IN (0, 1));
    ALTER TABLE claims ADD COLUMN document_waived_at TEXT;
  `,
};
