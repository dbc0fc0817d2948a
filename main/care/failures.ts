/** Store failures of the care use cases, and their audit outcomes, as CareError data in plain words. */
import type { CareError } from '../../shared/domain/care';
import { errorCategory, type RemoteError } from '../remote/errors';
import { storeErrorFromSqlite } from '../store/store-errors';
import type { AuditOutcome } from '../../shared/domain/audit';

/** How a failed call reads in the audit trail. */
export function auditOutcomeOf(error: RemoteError): AuditOutcome {
  const category = errorCategory(error);
  if (category === 'offline' || category === 'not-found' || category === 'rejected') return category;
  return 'failed';
}

export const careFailure = (error: CareError): { ok: false; error: CareError } => ({ ok: false, error });

/** A storage failure thrown by a write as `store-failed`; anything else is a bug and is rethrown. */
export function storeFailure(error: unknown, what: string, prefix = ''): { ok: false; error: CareError } {
  const failure = storeErrorFromSqlite(error, what);
  if (!failure) throw error;
  return careFailure({ code: 'store-failed', message: prefix + failure.message });
}
