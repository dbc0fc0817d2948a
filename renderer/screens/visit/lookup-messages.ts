/**
 * A failed lookup as a heading staff can tell apart at a glance (the visit catalogue's `lookup.problem`);
 * the core's message says what to do next.
 */
import type { OperationError } from '../../../shared/ops/define';

/** The name in a suggestion: the first name and the next one's initial ("Aisha M…"), enough to recognise. */
export function shortName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/);
  return second === undefined ? first : `${first} ${second.charAt(0)}…`;
}

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

export const LOOKUP_TITLE_KEYS = {
  'invalid-card': 'lookup.problem.invalidCard',
  'not-found': 'lookup.problem.notFound',
  offline: 'lookup.problem.offline',
  service: 'lookup.problem.service',
  access: 'lookup.problem.access',
  other: 'lookup.problem.other',
} as const satisfies Record<LookupProblem, string>;
