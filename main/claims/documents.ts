/**
 * Documents attached to a claim. They are stored in the database (BLOB) at
 * attach time, in any claim state, and wait as `pending` until their claim has a
 * claim_no; the sync engine then uploads each once and owns the later states.
 * What the insurer would refuse is refused here, at attach time: types other
 * than PDF, PNG, JPEG and TIFF (recognised by content, not by name) and files
 * over the desk's document size limit (a setting, 1 MB by default, at most the
 * 10 MiB the insurer's simulator applies; the service document gives none).
 * Images above it are scaled down before they reach here (document-fit.ts); a
 * PDF above it is refused with the limit in the message. A document marked as
 * the referral letter (`kind`) releases a claim held for one (referral.ts).
 */
import { z } from 'zod';
import { DocumentKind } from '../../shared/domain/claims';
import { DEFAULT_DOCUMENT_SIZE_LIMIT } from '../../shared/domain/settings';
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import type { ClaimResult, DocumentSummary } from '../../shared/domain/claims';
import { failureOf, Refusal } from './failures';
import { describeUnsupported, sniffMediaType } from './media-type';
import { DESK_TIME_ZONE, formatDateTime, formatSize } from '../../shared/i18n/format';
import { coreLanguage, say } from '../i18n/words';
import { DOCUMENT_COLUMNS, toDocumentSummary, type DocumentRow } from './rows';
import type { ClaimDeps, ClaimStore } from './context';
import { refreshReferralHold } from './referral';

/** The desk's limit, in bytes. */
export const documentLimitOf = (deps: Pick<ClaimDeps, 'documentSizeLimit'>): number =>
  deps.documentSizeLimit ?? DEFAULT_DOCUMENT_SIZE_LIMIT;

const DocumentFile = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** A hint only: the content decides. */
  mediaType: z.string().max(255).optional(),
  content: z.instanceof(Uint8Array),
  /** Staff marked it as the claim's referral letter; `other` when absent. */
  kind: DocumentKind.optional(),
});
type DocumentFile = z.input<typeof DocumentFile>;

interface StoredDocument extends DocumentSummary {
  readonly content: Buffer;
}

/** A size in the core's language ("1 MB"). */
export const sizeWords = (bytes: number): string => formatSize(bytes, coreLanguage());

const baseName = (fileName: string): string => fileName.split(/[\\/]/).pop() || fileName;

const refused = (message: string): { ok: false; error: { code: 'document-refused'; message: string } } => ({
  ok: false,
  error: { code: 'document-refused', message },
});

export function attachDocument(deps: ClaimDeps, claimId: string, file: unknown): ClaimResult<DocumentSummary> {
  const { db } = deps;
  const parsed = DocumentFile.safeParse(file);
  if (!parsed.success) return refused(say('documents.noContent'));
  const fileName = baseName(parsed.data.fileName);
  const content = parsed.data.content;
  if (content.length === 0) return refused(say('documents.empty', { file: fileName }));
  const mediaType = sniffMediaType(content);
  if (!mediaType) {
    const kind = say(`documents.kind.${describeUnsupported(fileName, content)}`);
    return refused(say('documents.unsupported', { file: fileName, kind }));
  }
  const limit = documentLimitOf(deps);
  if (content.length > limit) {
    const words = { file: fileName, size: sizeWords(content.length), limit: sizeWords(limit) };
    return refused(say(mediaType === 'application/pdf' ? 'documents.pdfTooLarge' : 'documents.cannotShrink', words));
  }
  const kind = parsed.data.kind ?? 'other';

  try {
    const id = writeTransaction(db, () => {
      const claim = db.prepare('SELECT 1 FROM claims WHERE id = ?').get(claimId);
      if (!claim) {
        throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      }
      const inserted = db
        .prepare(
          `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at, kind)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          claimId,
          fileName,
          mediaType,
          content.length,
          Buffer.from(content.buffer, content.byteOffset, content.length),
          deps.now().toISOString(),
          kind,
        );
      refreshReferralHold(deps, claimId);
      recordAudit(
        db,
        {
          action: 'document.attach',
          outcome: 'ok',
          subject: `claim ${claimId}`,
          detail: `${mediaType}, ${content.length} bytes${kind === 'referral' ? ', referral letter' : ''}`,
        },
        deps,
      );
      return Number(inserted.lastInsertRowid);
    });
    const summary = listDocuments(deps, claimId).find((document) => document.id === id);
    if (!summary) throw new Error(`document ${id} vanished after its write`);
    return { ok: true, value: summary };
  } catch (error) {
    return failureOf(error, 'document');
  }
}

export function listDocuments({ db }: ClaimStore, claimId: string): DocumentSummary[] {
  const rows = db
    .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM claim_documents WHERE claim_id = ? ORDER BY id`)
    .all(claimId) as DocumentRow[];
  return rows.map(toDocumentSummary);
}

/** One document's record, without its content. */
export function getDocumentSummary({ db }: ClaimStore, documentId: number): DocumentSummary | undefined {
  const row = db.prepare(`SELECT ${DOCUMENT_COLUMNS} FROM claim_documents WHERE id = ?`).get(documentId) as
    DocumentRow | undefined;
  return row && toDocumentSummary(row);
}

/**
 * A document with its content. Once retention has removed the content (`contentPurgedAt`), the
 * answer says so, and when, rather than handing back the empty bytes left in its place.
 */
export function readDocument({ db }: ClaimStore, documentId: number): ClaimResult<StoredDocument> {
  const row = db.prepare(`SELECT ${DOCUMENT_COLUMNS}, content FROM claim_documents WHERE id = ?`).get(documentId) as
    (DocumentRow & { content: Buffer }) | undefined;
  if (!row) return { ok: false, error: { code: 'not-found', message: say('documents.noLongerAttached') } };
  if (row.content_purged_at !== null) {
    const removed = formatDateTime(row.content_purged_at, coreLanguage(), DESK_TIME_ZONE);
    return {
      ok: false,
      error: { code: 'document-purged', message: say('documents.contentRemoved', { file: row.file_name, removed }) },
    };
  }
  return { ok: true, value: { ...toDocumentSummary(row), content: row.content } };
}

/** Removes a document that has not started uploading. */
export function removeDocument(deps: ClaimDeps, documentId: number): ClaimResult<void> {
  const { db } = deps;
  try {
    writeTransaction(db, () => {
      const row = db.prepare('SELECT claim_id, state FROM claim_documents WHERE id = ?').get(documentId) as
        { claim_id: string; state: string } | undefined;
      if (!row) throw new Refusal({ code: 'not-found', message: say('documents.noLongerAttached') });
      if (row.state !== 'pending') {
        throw new Refusal({
          code: 'claim-locked',
          message: say('documents.alreadySent'),
        });
      }
      const removed = db.prepare("DELETE FROM claim_documents WHERE id = ? AND state = 'pending'").run(documentId);
      if (removed.changes !== 1) throw new Error(`document ${documentId} changed under its own write transaction`);
      refreshReferralHold(deps, row.claim_id);
      recordAudit(db, { action: 'document.remove', outcome: 'ok', subject: `claim ${row.claim_id}` }, deps);
    });
    return { ok: true, value: undefined };
  } catch (error) {
    return failureOf(error, 'document');
  }
}

/** The upload's `attachment`: a base64 data URI of the stored content. */
export function toDataUri(document: { readonly mediaType: string; readonly content: Uint8Array }): string {
  return `data:${document.mediaType};base64,${Buffer.from(document.content).toString('base64')}`;
}
