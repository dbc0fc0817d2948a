import type { BatchRule } from '../../shared/domain/claims';
import type { AuditContext } from '../store/audit';

/** Who is acting at which desk, when, and the desk's rules for dates and batches. */
export interface ClaimContext extends AuditContext {
  /** The insurer service the desk works with now (main/app/service.ts `serviceKey`): a new claim belongs to it. */
  readonly service: string;
  /** The desk's IANA time zone, for "today"; the host's zone when absent. */
  readonly timeZone?: string;
  /** How to number batches when a claim has none; monthly `B-YYYY-MM` when absent. */
  readonly batchRule?: BatchRule;
}
