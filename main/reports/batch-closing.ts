/** Month-end: every claim of a batch with its state, the insurer's status, amounts and missing documents. */
import type { BatchClosing, BatchSummary } from '../../shared/domain/reports';
import { ClaimState } from '../../shared/domain/claims';
import type { Money } from '../../shared/money';
import { batchRows, claimsOfBatch, documentsOfBatch, sumsOfBatch } from './report-rows';
import { totalsOf } from './totals';
import type { ReportDeps } from './report-deps';

export const listBatches = ({ db }: Pick<ReportDeps, 'db'>): BatchSummary[] =>
  batchRows(db).map((row) => ({
    batchNo: row.batch_no,
    count: row.count,
    firstDate: row.first_date,
    lastDate: row.last_date,
  }));

/** The batch's closing view; undefined when no claim holds that batch number. */
export function batchClosing({ db, now }: ReportDeps, batchNo: string): BatchClosing | undefined {
  const rows = claimsOfBatch(db, batchNo);
  if (rows.length === 0) return undefined;
  const documents = documentsOfBatch(db, batchNo);
  const missing = new Map<string, string[]>();
  for (const document of documents) {
    missing.set(document.claim_id, [...(missing.get(document.claim_id) ?? []), document.file_name]);
  }
  return {
    batchNo,
    madeAt: now().toISOString(),
    claims: rows.map((row) => ({
      id: row.id,
      claimNo: row.claim_no,
      memberName: row.member_name,
      attendanceDate: row.attendance_date,
      state: ClaimState.parse(row.state),
      outcomeUnknown: row.outcome_unknown === 1,
      waitingOnDocument: row.state === 'queued' && row.waiting_on_document === 1,
      insurerStatus: row.insurer_status,
      missingFromListing: row.insurer_missing_at !== null,
      amount: BigInt(row.amount_units) as Money,
      recorded: row.insurer_amount_units === null ? null : (BigInt(row.insurer_amount_units) as Money),
      missingDocuments: missing.get(row.id) ?? [],
    })),
    totals: totalsOf(sumsOfBatch(db, batchNo)),
    missingDocuments: documents.length,
  };
}
