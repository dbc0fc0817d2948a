import type { BatchRule } from '../../shared/domain/claims';
import type { ReferralLetterRule } from '../../shared/domain/settings';
import type { RemoteClient } from '../remote/client';
import type { AuditContext } from '../store/audit';
import type { StoreDeps } from '../store/store-deps';

/** Who is acting at which desk, when, and the desk's rules for dates and batches. */
export interface ClaimContext extends AuditContext {
  /** The insurer service the desk works with now (main/core/service.ts `serviceKey`): a new claim belongs to it. */
  readonly service: string;
  /** The desk's IANA time zone, for "today"; the host's zone when absent. */
  readonly timeZone?: string;
  /** How to number batches when a claim has none; monthly `B-YYYY-MM` when absent. */
  readonly batchRule?: BatchRule;
  /**
   * The insurer accepts several claims per authorization: queueing no longer refuses a second claim on one
   * (authorization-claims.ts). Off when absent.
   */
  readonly severalClaimsPerAuthorization?: boolean;
  /** The largest document stored, in bytes (the desk's setting); DEFAULT_DOCUMENT_SIZE_LIMIT when absent. */
  readonly documentSizeLimit?: number;
  /** A claim on a Referral benefit without its letter is held (`hold`, when absent) or only warned of. */
  readonly referralLetter?: ReferralLetterRule;
  /** A line's quantity above this is a warning at queue (shared/domain/claim-checks.ts); 30 when absent. */
  readonly quantityThreshold?: number;
}

/** What a claim use case works with: the store, and the context of whoever acts (core.claims() hands it out). */
export interface ClaimDeps extends ClaimContext, StoreDeps {}

/** The part of ClaimDeps a read needs: the store alone. */
export type ClaimStore = Pick<ClaimDeps, 'db'>;

/** What reading the insurer's own record of sent claims needs (insurer-record.ts): the client's two claim reads. */
export interface ClaimRecordDeps {
  readonly records: Pick<RemoteClient, 'getClaim' | 'listClaimsByBatch'>;
}
