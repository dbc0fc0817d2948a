import type { ListedClaim } from '../../main/sync/listings/batch-reads';
import type { OutboxClaim } from '../../main/sync/outbox/claim-outbox';
import type { Money } from '../../shared/money';

/** A batch listing of these claim numbers, as a read records it when only the numbers matter. */
export const listed = (...claimNos: string[]): ListedClaim[] => claimNos.map((claimNo) => ({ claim_no: claimNo }));

/** A queued claim as the sync engine's take sees it, never tried: `id`, batch, member and date as given. */
export const queuedOutboxClaim = (
  claim: Pick<OutboxClaim, 'id' | 'batchNo' | 'authorizationNo' | 'memberName' | 'attendanceDate'>,
): OutboxClaim => ({
  ...claim,
  amount: 10_000n as Money,
  attempts: 0,
  baselineRead: null,
  sentLineAmounts: null,
  takenBack: false,
  knownClaimNos: new Set(),
});
