/** Claim authoring's public API (see README.md). */
export { amountCheck, amountCheckSummary } from './amount-check';
export { batchNoFor, isoWeek } from './batch-rule';
export { calendarDate } from './calendar';
export type { ClaimContext } from './context';
export {
  attachDocument,
  getDocument,
  listDocuments,
  MAX_DOCUMENT_BYTES,
  removeDocument,
  toDataUri,
  type DocumentFile,
  type StoredDocument,
} from './documents';
export { confirmDocumentUploaded, resolveInDoubt, retryDocument, type InDoubtResolution } from './in-doubt';
export { queueClaim, requeueClaim } from './queue';
export { claimNoHolder, getClaim, listClaims, outboxCounts } from './read';
export { saveDraft } from './save';
export { toClaimInput, toClaimSubmission } from './submission';
export { validateForQueue, type QueueCheckOptions } from './validate';
export { dropEditorDraft, stashEditorDraft, stashedEditorDraft } from './work-in-progress';
