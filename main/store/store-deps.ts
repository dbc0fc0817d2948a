import type { AuditContext } from './audit';
import type { Db } from './database';

/**
 * What a use case that works on the store alone needs: the store, and who acts when (for the audit trail).
 * Claims' and care's deps extend it (ClaimDeps, CareDeps); a read takes `Pick<StoreDeps, 'db'>`.
 */
export interface StoreDeps extends AuditContext {
  readonly db: Db;
}
