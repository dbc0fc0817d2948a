/** What an empty batch number becomes, in words staff can check against their paperwork. */
import type { BatchRule } from '../../../shared/domain/claims';

const PATTERN: Record<BatchRule['kind'], string> = {
  monthly: 'YYYY-MM of the attendance date',
  weekly: 'YYYY-Www (ISO week) of the attendance date',
  daily: 'YYYY-MM-DD of the attendance date',
  fixed: '',
};

export function batchHint(rule: BatchRule | undefined): string {
  if (rule === undefined) return 'Leave empty for the desk’s batch rule to choose one when the claim is queued.';
  const becomes = rule.kind === 'fixed' ? `${rule.prefix}${rule.fixedBatchNo}` : `${rule.prefix}${PATTERN[rule.kind]}`;
  return `Leave empty for the desk’s ${rule.kind} batch: ${becomes}.`;
}
