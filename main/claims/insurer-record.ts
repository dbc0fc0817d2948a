/**
 * The insurer's own record of claims sent: a batch, or one claim by its number, as the service holds it now
 * (claims.remote). One request; nothing is stored.
 */
import type { CareError } from '../../shared/domain/care';
import type { ClaimSummary } from '../../shared/wire/claims';
import { errorCategory } from '../remote/errors';
import { remoteFailure } from '../remote/remote-failure';
import type { ClaimRecordDeps } from './context';

type InsurerRecordQuery = { readonly batchNo: string } | { readonly claimNo: string };

export async function insurerRecord(
  { records }: ClaimRecordDeps,
  query: InsurerRecordQuery,
): Promise<{ ok: true; value: ClaimSummary[] } | { ok: false; error: CareError }> {
  const answer =
    'batchNo' in query
      ? await records.listClaimsByBatch({ batch_no: query.batchNo })
      : await records.getClaim({ claim_no: query.claimNo });
  if (answer.ok) return { ok: true, value: answer.value };
  // The service answers "no record" for a batch or number it does not hold: an empty answer, not a failure.
  if (errorCategory(answer.error) === 'not-found') return { ok: true, value: [] };
  return remoteFailure(answer.error);
}
