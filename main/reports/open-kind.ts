/** Why a claim is still open, as the reports and the day sheet say it (one reading of the claim's state). */
import type { OpenKind } from '../../shared/domain/reports';
import type { ReportClaimRow } from './report-rows';

/**
 * Why a claim is still open, or undefined once it was sent. In doubt as the outbox counts it (being sent, or
 * an attempt whose outcome is unknown, main/claims/read.ts); needs attention: waiting for a person's fix;
 * waiting on its referral letter: queued and held for it, as the outbox counts it (main/claims/referral.ts).
 */
export function openKind(
  row: Pick<ReportClaimRow, 'state' | 'outcome_unknown' | 'waiting_on_document'>,
): OpenKind | undefined {
  if (row.state === 'sending' || row.outcome_unknown === 1) return 'in-doubt';
  if (row.state === 'needs-attention') return 'needs-attention';
  if (row.state === 'queued' && row.waiting_on_document === 1) return 'waiting-on-document';
  if (row.state === 'draft' || row.state === 'queued') return 'waiting';
  return undefined;
}
