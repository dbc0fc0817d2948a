/**
 * The client's failure as a use case answers it (CareError's codes, in staff's words): care's use cases, and
 * the reads of the insurer's own records (a member's photo, a claim or batch as the insurer holds it).
 */
import type { CareError, CareErrorCode } from '../../shared/domain/care';
import { say } from '../i18n/words';
import { errorCategory, type ErrorCategory, type RemoteError } from './errors';

const CODES: Record<ErrorCategory, CareErrorCode> = {
  offline: 'offline',
  busy: 'service-error',
  'service-broken': 'service-error',
  auth: 'access-refused',
  'not-found': 'not-found',
  rejected: 'rejected',
  cancelled: 'cancelled',
  invalid: 'invalid-input',
};

/**
 * The client's failure as a CareError; `messages` overrides the staff wording per code, except a busy service's
 * "try again in N s", which says more than any use case's words for a service error.
 */
export function remoteFailure(
  error: RemoteError,
  messages: Partial<Record<CareErrorCode, string>> = {},
): { ok: false; error: CareError } {
  const code = CODES[errorCategory(error)];
  const serviceMessages = error.serviceMessages;
  const message = (error.kind === 'busy' ? undefined : messages[code]) ?? error.message;
  const said = serviceMessages.join(' ');
  return {
    ok: false,
    error: {
      code,
      message: code === 'rejected' && said !== '' ? say('care.insurerSaid', { message, said }) : message,
      serviceMessages,
    },
  };
}
