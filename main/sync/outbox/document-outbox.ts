/**
 * The document outbox's transitions owned by the sync engine, as plain SQL on
 * `claim_documents` (main/claims attaches documents as `pending`):
 *
 *   pending ──claimDocumentsForUpload──▶ uploading (committed before the request; claim has its claim_no)
 *   uploading ──▶ uploaded | needs-attention (refused, or outcome unknown) | pending (not applied)
 *   needs-attention ──▶ uploaded | pending: staff decide (main/claims/in-doubt.ts)
 *
 * Every transition checks the state it starts from, and its row count. Documents of a claim handed to
 * another desk (`claims.handed_over_at`, main/handover) are that desk's to upload: never taken here.
 */
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import type { StoredMessage } from '../../i18n/words';

const json = (messages: readonly StoredMessage[]): string => JSON.stringify(messages);

function expectOne(changes: number, what: string): void {
  if (changes !== 1) throw new Error(`document outbox: ${what} changed ${changes} rows instead of 1`);
}

export interface DocumentRef {
  readonly id: number;
  readonly claimId: string;
  readonly claimNo: string | null;
  readonly fileName: string;
}

export interface OutboxDocument extends DocumentRef {
  readonly claimNo: string;
  readonly mediaType: string;
  readonly content: Buffer;
  readonly attempts: number;
}

/**
 * Up to `limit` due pending documents whose claim has its claim_no and belongs to `service`, marked `uploading`
 * and committed; `force` (staff's "Sync now"): those waiting on a backoff are due at once.
 */
export function claimDocumentsForUpload(
  db: Db,
  service: string,
  now: Date,
  limit: number,
  exclude: ReadonlySet<number> = new Set(),
  force = false,
): OutboxDocument[] {
  if (limit <= 0) return [];
  const at = now.toISOString();
  return writeTransaction(db, () => {
    const rows = statement(
      db,
      `SELECT d.id, d.claim_id AS claimId, c.claim_no AS claimNo, d.file_name AS fileName,
           d.media_type AS mediaType, d.content, d.attempts
         FROM claim_documents d JOIN claims c ON c.id = d.claim_id
         WHERE d.state = 'pending' AND c.claim_no IS NOT NULL AND c.service = ? AND c.handed_over_at IS NULL
           AND (? OR d.next_attempt_at IS NULL OR d.next_attempt_at <= ?)
           AND d.id NOT IN (SELECT value FROM json_each(?))
         ORDER BY d.id LIMIT ?`,
    ).all(service, force ? 1 : 0, at, JSON.stringify([...exclude]), limit) as OutboxDocument[];
    const mark = statement(
      db,
      `UPDATE claim_documents SET state = 'uploading', attempts = attempts + 1, next_attempt_at = NULL
       WHERE id = ? AND state = 'pending'`,
    );
    for (const row of rows) expectOne(mark.run(row.id).changes, 'claimDocumentsForUpload');
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

export function markDocumentUploaded(db: Db, id: number, now: Date): void {
  const { changes } = statement(
    db,
    `UPDATE claim_documents SET state = 'uploaded', outcome_unknown = 0, messages_json = '[]', uploaded_at = ?
       WHERE id = ? AND state = 'uploading'`,
  ).run(now.toISOString(), id);
  expectOne(changes, 'markDocumentUploaded');
}

/** Refused (`inDoubt` false) or unconfirmable (`inDoubt` true): a person decides. */
export function markDocumentNeedsAttention(
  db: Db,
  id: number,
  messages: readonly StoredMessage[],
  inDoubt: boolean,
): void {
  const { changes } = statement(
    db,
    `UPDATE claim_documents SET state = 'needs-attention', outcome_unknown = ?, messages_json = ?
       WHERE id = ? AND state = 'uploading'`,
  ).run(inDoubt ? 1 : 0, json(messages), id);
  expectOne(changes, 'markDocumentNeedsAttention');
}

/** Known not applied: pending again, due at `retryAt`. */
export function releaseDocument(db: Db, id: number, retryAt: Date | null): void {
  const { changes } = statement(
    db,
    `UPDATE claim_documents SET state = 'pending', next_attempt_at = ? WHERE id = ? AND state = 'uploading'`,
  ).run(retryAt?.toISOString() ?? null, id);
  expectOne(changes, 'releaseDocument');
}

/** Documents marked `uploading` by a take but never sent: pending again, as they were. */
export function releaseUnsentDocuments(db: Db, ids: readonly number[]): void {
  writeTransaction(db, () => {
    const release = statement(
      db,
      `UPDATE claim_documents SET state = 'pending', attempts = attempts - 1 WHERE id = ? AND state = 'uploading'`,
    );
    for (const id of ids) expectOne(release.run(id).changes, 'releaseUnsentDocuments');
  });
}
