import type { BatchRule } from '../../shared/domain/claims';
import type { AuditContext } from '../store/audit';

/** Who is acting at which desk, when, and the desk's rules for dates and batches. */
export interface ClaimContext extends AuditContext {
  /** The desk's IANA time zone, for "today"; the host's zone when absent. */
  readonly timeZone?: string;
  /** How to number batches when a claim has none; monthly `B-YYYY-MM` when absent. */
  readonly batchRule?: BatchRule;
}
