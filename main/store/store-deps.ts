import type { AuditContext } from './audit';
import type { Db } from './database';

/**
 * What a use case that works on the store alone needs: the store, and the audit context (the desk, the staff
 * member and the clock the audit trail records).
 * Claims' and care's deps extend it (ClaimDeps, CareDeps); a read takes `Pick<StoreDeps, 'db'>`.
 */
export interface StoreDeps extends AuditContext {
  readonly db: Db;
}
