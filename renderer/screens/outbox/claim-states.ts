/**
 * Claim and document states in the plain words staff see (the outbox catalogue's `state` and `documents.state`),
 * and why a claim needs attention (`attention`).
 */
import type { AttentionKind, ClaimState, DocumentState } from '../../../shared/domain/claims';

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

export const ATTENTION_KEYS = {
  'in-doubt': 'attention.inDoubt',
  refused: 'attention.refused',
  'price-changed': 'attention.priceChanged',
  'another-claim': 'attention.anotherClaim',
} as const satisfies Record<AttentionKind, string>;
