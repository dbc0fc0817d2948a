/**
 * Uploads one document that claimDocumentsForUpload (outbox/document-outbox.ts) has already marked `uploading`
 * (committed before the request; its claim has a claim_no); the pipeline (pipeline.ts) records the outcome in a
 * later group commit, and until then the document stays `uploading` (a crash flags it, see below).
 *
 * The service offers no way to read back a claim's documents, so an upload whose outcome is unknown (timeout,
 * lost connection, a 5xx other than 503, an unreadable non-200 answer, or a crash mid-upload) is never resent by
 * itself: it goes to needs-attention with a plain message, and staff either confirm it with the insurer
 * (confirmDocumentUploaded) or send it again (retryDocument). A 200 whose body is unreadable still says the
 * upload succeeded: uploaded. A busy answer (429, 503, 408) is taken as not processed and retried after the wait
 * asked (see run/failure.ts).
 */
import { toDataUri } from '../../claims/documents';
import { wording, type Wording } from '../../i18n/words';
import type { RemoteError } from '../../remote/errors';
import { insurerRefusal, recordAudit } from '../../store/audit';
import { writeTransaction, type Db } from '../../store/database';
import type { AuditContext } from '../../store/audit';
import type { AuditOutcome } from '../../../shared/domain/audit';
import { retryAt, type ItemOutcome, type RunContext } from '../run/context';
import { judgeFailure, type Verdict } from '../run/failure';
import {
  markDocumentNeedsAttention,
  markDocumentUploaded,
  releaseDocument,
  type DocumentRef,
  type OutboxDocument,
} from '../outbox/document-outbox';

export const unconfirmedUploadMessage = (fileName: string): Wording =>
  wording('sync.uploadUnconfirmed', { file: fileName });

function audit(db: Db, context: AuditContext, doc: DocumentRef, outcome: AuditOutcome, detail: string): void {
  recordAudit(
    db,
    {
      action: 'document.upload',
      outcome,
      subject: doc.claimNo ?? doc.claimId,
      detail: `${doc.fileName} (#${doc.id}) ${detail}`.trim(),
    },
    context,
  );
}

/** Documents found `uploading` at start-up (a crash mid-upload): flagged, never resent by themselves. */
export function flagInterruptedUploads(db: Db, context: AuditContext, docs: readonly DocumentRef[]): void {
  writeTransaction(db, () => {
    for (const doc of docs) {
      markDocumentNeedsAttention(db, doc.id, [unconfirmedUploadMessage(doc.fileName)], true);
      audit(db, context, doc, 'needs-attention', 'interrupted; outcome unknown');
    }
  });
}

/** A document's upload has ended; what it means is in `outcome`, not yet recorded in the store. */
export interface UploadedDocument {
  readonly doc: OutboxDocument;
  readonly answer:
    { readonly kind: 'uploaded' } | { readonly kind: 'failed'; readonly error: RemoteError; readonly verdict: Verdict };
  readonly outcome: ItemOutcome;
  readonly at: Date;
}

/** The request only; recordUpload writes its outcome. */
export async function uploadDocument(ctx: RunContext, doc: OutboxDocument): Promise<UploadedDocument> {
  const attachment = toDataUri({ mediaType: doc.mediaType, content: doc.content });
  const result = await ctx.client.uploadDocument({ claim_no: doc.claimNo, attachment }, { signal: ctx.signal });
  const at = ctx.audit.now();
  if (result.ok || (result.error.kind === 'malformed-response' && result.error.status === 200))
    return { doc, answer: { kind: 'uploaded' }, outcome: { kind: 'settled' }, at };
  const { error } = result;
  const verdict = judgeFailure(error, 'document');
  const outcome: ItemOutcome =
    verdict.kind !== 'not-applied'
      ? { kind: 'settled' }
      : verdict.stop
        ? { kind: 'stop', trouble: { error, stop: verdict.stop } }
        : { kind: 'waiting', trouble: { error } };
  return { doc, answer: { kind: 'failed', error, verdict }, outcome, at };
}

/** Records one upload's outcome and its audit entry; run inside the caller's transaction. */
export function recordUpload(ctx: RunContext, { doc, answer, at }: UploadedDocument): void {
  const { db } = ctx;
  const context = { ...ctx.audit, now: () => at };
  if (answer.kind === 'uploaded') {
    markDocumentUploaded(db, doc.id, at);
    audit(db, context, doc, 'ok', '');
    return;
  }
  const { error, verdict } = answer;
  switch (verdict.kind) {
    case 'refused':
      markDocumentNeedsAttention(db, doc.id, verdict.messages, false);
      audit(db, context, doc, 'rejected', insurerRefusal(verdict.messages.length));
      return;
    case 'not-applied':
      releaseDocument(db, doc.id, verdict.stop ? null : retryAt(ctx, doc.attempts));
      audit(db, context, doc, error.kind === 'offline' ? 'offline' : 'failed', `not sent: ${error.kind}`);
      return;
    case 'in-doubt':
      markDocumentNeedsAttention(db, doc.id, [unconfirmedUploadMessage(doc.fileName)], true);
      audit(db, context, doc, 'needs-attention', `outcome unknown (${error.kind})`);
      return;
  }
}
