/**
 * What every step of a run (the senders, the reconciler, the follow-up reads) shares: the run's context, when an
 * item may be tried again, and how its turn ended.
 */
import type { LineAmounts } from '../../../shared/domain/claims';
import type { RemoteClient } from '../../remote/client';
import type { AuditContext } from '../../store/audit';
import type { Db } from '../../store/database';
import { backoffDelayMs, type BackoffPolicy } from '../../jobs/backoff';
import type { ItemTrouble, RunStop } from './failure';

export type SyncClient = Pick<
  RemoteClient,
  'submitClaim' | 'listClaimsByBatch' | 'uploadDocument' | 'getAuthorization'
>;

export interface RunContext {
  readonly db: Db;
  /** The engine's service (main/core/service.ts `serviceKey`): the run touches only claims that belong to it. */
  readonly service: string;
  readonly client: SyncClient;
  readonly audit: AuditContext;
  readonly backoff: BackoffPolicy;
  /** How long after an attempt in doubt its reconciliation may start. */
  readonly settleMs: number;
  /** Aborted when the engine stops without waiting. */
  readonly signal: AbortSignal;
  /** Staff's "Sync now": what waits on a backoff is due at once (a settle delay still holds). */
  readonly force: boolean;
  /** How this run writes breakup amounts (the desk's setting when the run began). */
  readonly sentAs: LineAmounts;
}

/** When an item that failed its `attempts`-th time may be tried (or checked) again. */
export function retryAt(ctx: RunContext, attempts: number, settle = false): Date {
  const wait = backoffDelayMs(ctx.backoff, Math.max(1, attempts)) + (settle ? ctx.settleMs : 0);
  return new Date(ctx.audit.now().getTime() + wait);
}

/** How an item's turn ended: settled for good, left waiting because of the service, or the run must stop. */
export type ItemOutcome =
  | { readonly kind: 'settled' }
  | { readonly kind: 'waiting'; readonly trouble: ItemTrouble }
  | { readonly kind: 'stop'; readonly trouble: RunStop };
