/** Claim and document states in the plain words staff see. */
import type { ClaimState, DocumentState } from '../../../shared/domain/claims';

export const CLAIM_STATE_LABELS: Record<ClaimState, string> = {
  draft: 'Draft',
  queued: 'Waiting to send',
  sending: 'Sending',
  submitted: 'Sent',
  'needs-attention': 'Needs attention',
};

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  pending: 'Waiting to upload',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  'needs-attention': 'Needs attention',
};
