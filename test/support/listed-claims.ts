import type { ListedClaim } from '../../main/sync/batch-snapshots';

/** A batch listing of these claim numbers, as a read records it when only the numbers matter. */
export const listed = (...claimNos: string[]): ListedClaim[] => claimNos.map((claimNo) => ({ claim_no: claimNo }));
