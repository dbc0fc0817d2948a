/** Claim authoring's public API (see README.md). */
export { amountCheck } from './amount-check';
export { claimOnAuthorization, draftOnAuthorization, withClaimsOn } from './authorization-claims';
export { calendarDate } from '../../shared/i18n/calendar';
export { attachFittedDocument } from './document-fit';
export { applyReferralRule, sendWithoutDocument } from './referral';
export { attachDocument, getDocumentSummary, listDocuments, readDocument, removeDocument } from './documents';
export { confirmDocumentUploaded, resolveInDoubt, retryDocument } from './in-doubt';
export { deleteDraft } from './delete-draft';
export { returnToDraft } from './return-to-draft';
export { confirmDifferentVisit } from './different-visit';
export { insurerRecord } from './insurer-record';
export { queueClaim, requeueClaim } from './queue';
export { claimFacts } from './claim-facts';
export { insurerStatusesSeen, markInsurerLooked } from './insurer-status';
export { getClaim, listClaims, outboxCounts } from './read';
export { resubmitAsNewClaim } from './resubmit';
export { saveDraft } from './save';
export { dropEditorDraft, stashEditorDraft, stashedEditorDraft } from './work-in-progress';
