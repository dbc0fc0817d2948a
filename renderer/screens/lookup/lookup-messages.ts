/** A failed lookup as a heading staff can tell apart at a glance; the core's message says what to do next. */
import type { OperationError } from '../../../shared/ops/define';

export type LookupProblem = 'invalid-card' | 'not-found' | 'offline' | 'service' | 'access' | 'other';

export function lookupProblem(error: OperationError): LookupProblem {
  switch (error.code) {
    case 'invalid-input':
    case 'rejected':
      return 'invalid-card';
    case 'not-found':
      return 'not-found';
    case 'offline':
      return 'offline';
    case 'service-error':
      return 'service';
    case 'access-refused':
      return 'access';
    default:
      return 'other';
  }
}

export const LOOKUP_TITLES: Record<LookupProblem, string> = {
  'invalid-card': 'Card number not valid',
  'not-found': 'Member not found',
  offline: 'Offline — member not available',
  service: "The insurer's service has a problem",
  access: "The insurer's service refused access",
  other: 'The lookup could not finish',
};
