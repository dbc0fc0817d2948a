/** Remote and store failures of the care use cases, as CareError data in plain words. */
import type { CareError, CareErrorCode } from '../../shared/domain/care';
import { errorCategory, type ErrorCategory, type RemoteError } from '../remote/errors';
import { storeErrorFromSqlite } from '../store/store-errors';
import { say } from '../i18n/words';
import type { AuditOutcome } from '../../shared/domain/audit';

const CODES: Record<ErrorCategory, CareErrorCode> = {
  offline: 'offline',
  'service-broken': 'service-error',
  auth: 'access-refused',
  'not-found': 'not-found',
  rejected: 'rejected',
  cancelled: 'cancelled',
  invalid: 'invalid-input',
};

/** How a failed call reads in the audit trail. */
export function auditOutcomeOf(error: RemoteError): AuditOutcome {
  const category = errorCategory(error);
  if (category === 'offline' || category === 'not-found' || category === 'rejected') return category;
  return 'failed';
}

export const careFailure = (error: CareError): { ok: false; error: CareError } => ({ ok: false, error });

/** The client's failure as a CareError; `messages` overrides the staff wording per code. */
export function remoteFailure(
  error: RemoteError,
  messages: Partial<Record<CareErrorCode, string>> = {},
): { ok: false; error: CareError } {
  const code = CODES[errorCategory(error)];
  const serviceMessages = error.serviceMessages;
  const message = messages[code] ?? error.message;
  const said = serviceMessages.join(' ');
  return careFailure({
    code,
    message: code === 'rejected' && said !== '' ? say('care.insurerSaid', { message, said }) : message,
    serviceMessages,
  });
}

/** A storage failure thrown by a write as `store-failed`; anything else is a bug and is rethrown. */
export function storeFailure(error: unknown, what: string, prefix = ''): { ok: false; error: CareError } {
  const failure = storeErrorFromSqlite(error, what);
  if (!failure) throw error;
  return careFailure({ code: 'store-failed', message: prefix + failure.message });
}
