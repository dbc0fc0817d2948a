/** Claim and document states in the plain words staff see (the outbox catalogue's `state` and `documents.state`). */
import type { ClaimState, DocumentState } from '../../../shared/domain/claims';
import english from '../../../shared/i18n/locales/en/outbox';

export const CLAIM_STATE_KEYS = {
  draft: 'state.draft',
  queued: 'state.queued',
  sending: 'state.sending',
  submitted: 'state.submitted',
  'needs-attention': 'state.needsAttention',
} as const satisfies Record<ClaimState, string>;

export const DOCUMENT_STATE_KEYS = {
  pending: 'documents.state.pending',
  uploading: 'documents.state.uploading',
  uploaded: 'documents.state.uploaded',
  'needs-attention': 'documents.state.needsAttention',
} as const satisfies Record<DocumentState, string>;

/**
 * The states in English, for the Claim screen until it reads the catalogue itself
 * (it is converted separately; then this goes).
 */
export const CLAIM_STATE_LABELS: Record<ClaimState, string> = {
  draft: english.state.draft,
  queued: english.state.queued,
  sending: english.state.sending,
  submitted: english.state.submitted,
  'needs-attention': english.state.needsAttention,
};
