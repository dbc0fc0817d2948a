/**
 * Documents attached to a claim. They are stored in the database (BLOB) at
 * attach time, in any claim state, and wait as `pending` until their claim has a
 * claim_no; the sync engine then uploads each once and owns the later states.
 * What the insurer would refuse is refused here, at attach time: types other
 * than PDF, PNG, JPEG and TIFF (recognised by content, not by name) and files
 * over 10 MiB (the limit the insurer's simulator applies; the service document
 * gives none).
 */
import { z } from 'zod';
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import type { ClaimResult, DocumentSummary } from '../../shared/domain/claims';
import { failureOf, Refusal } from './failures';
import { describeUnsupported, sniffMediaType } from './media-type';
import { DESK_TIME_ZONE, formatDateTime, formatSize } from '../../shared/i18n/format';
import { coreLanguage, say } from '../i18n/words';
import { DOCUMENT_COLUMNS, toDocumentSummary, type DocumentRow } from './rows';
import type { ClaimDeps, ClaimStore } from './context';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const DocumentFile = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** A hint only: the content decides. */
  mediaType: z.string().max(255).optional(),
  content: z.instanceof(Uint8Array),
});
type DocumentFile = z.input<typeof DocumentFile>;

interface StoredDocument extends DocumentSummary {
  readonly content: Buffer;
}

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
  if (content.length > MAX_DOCUMENT_BYTES) {
    const size = (bytes: number): string => formatSize(bytes, coreLanguage());
    return refused(
      say('documents.tooLarge', { file: fileName, size: size(content.length), limit: size(MAX_DOCUMENT_BYTES) }),
    );
  }
  const mediaType = sniffMediaType(content);
  if (!mediaType) {
    const kind = say(`documents.kind.${describeUnsupported(fileName, content)}`);
    return refused(say('documents.unsupported', { file: fileName, kind }));
  }

  try {
    const id = writeTransaction(db, () => {
      const claim = db.prepare('SELECT 1 FROM claims WHERE id = ?').get(claimId);
      if (!claim) {
        throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      }
      const inserted = db
        .prepare(
          `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          claimId,
          fileName,
          mediaType,
          content.length,
          Buffer.from(content.buffer, content.byteOffset, content.length),
          deps.now().toISOString(),
        );
      recordAudit(
        db,
        {
          action: 'document.attach',
          outcome: 'ok',
          subject: `claim ${claimId}`,
          detail: `${mediaType}, ${content.length} bytes`,
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
