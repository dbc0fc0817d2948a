/** A date range's report: its claims summed whole and by batch, doctor, benefit and person; co-payments; what is open. */
import type {
  ClaimsReport,
  CoPayments,
  OpenClaim,
  OpenKind,
  PendingDocument,
  ReportQuery,
} from '../../shared/domain/reports';
import { ClaimState } from '../../shared/domain/claims';
import type { Money } from '../../shared/money';
import type { Db } from '../store/database';
import { deskDaysTest, utcWindow } from './desk-days';
import {
  benefitNameRows,
  blocksBetween,
  documentsAttended,
  openClaimsAttended,
  sumsAttended,
  type PendingDocumentRow,
  type ReportClaimRow,
} from './report-rows';
import { doctorName, groupedBy, totalsOf } from './totals';
import type { ReportDeps } from './report-deps';

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

function openClaims(rows: readonly ReportClaimRow[]): OpenClaim[] {
  const open: OpenClaim[] = [];
  for (const row of rows) {
    const kind = openKind(row);
    if (kind === undefined) continue;
    open.push({
      id: row.id,
      kind,
      state: ClaimState.parse(row.state),
      claimNo: row.claim_no,
      memberName: row.member_name,
      attendanceDate: row.attendance_date,
      batchNo: row.batch_no,
      amount: BigInt(row.amount_units) as Money,
    });
  }
  return open;
}

/** The blocks made on the range's days (in the desk's zone), each with its co-payment (requested − covered). */
export function coPayments(db: Db, query: ReportQuery): CoPayments {
  const { start, end } = utcWindow(query.from, query.to);
  const onDeskDays = deskDaysTest(query.from, query.to, query.timeZone);
  let requested = 0n;
  let covered = 0n;
  const rows = blocksBetween(db, start, end)
    .filter((block) => onDeskDays(block.blocked_at))
    .map((block) => {
      requested += BigInt(block.requested_units);
      covered += BigInt(block.covered_units);
      return {
        authorizationNo: block.authorization_no,
        memberName: block.member_name ?? '',
        benefit: block.benefit,
        blockedAt: block.blocked_at,
        requested: BigInt(block.requested_units) as Money,
        covered: BigInt(block.covered_units) as Money,
        coPayment: (BigInt(block.requested_units) - BigInt(block.covered_units)) as Money,
      };
    });
  return { rows, requested: requested as Money, covered: covered as Money, coPayment: (requested - covered) as Money };
}

const pendingDocument = (row: PendingDocumentRow): PendingDocument => ({
  id: row.id,
  claimId: row.claim_id,
  claimNo: row.claim_no,
  memberName: row.member_name,
  fileName: row.file_name,
  state: row.state,
});

/** The names of `codes` the desk has seen (the member's benefits at look-up); a code never seen has none. */
export function benefitNames(db: Db, codes: Iterable<string>): Record<string, string> {
  const wanted = new Set(codes);
  const names: Record<string, string> = {};
  for (const row of benefitNameRows(db)) if (wanted.has(row.code)) names[row.code] = row.name;
  return names;
}

/** The report of a range of days; `now` stamps when it was made. */
export function claimsReport({ db, now }: ReportDeps, query: ReportQuery): ClaimsReport {
  const { from, to } = query;
  const sums = sumsAttended(db, from, to);
  const byBenefit = groupedBy(sums, (row) => row.benefit ?? '');
  const copayments = coPayments(db, query);
  return {
    query: { from, to, timeZone: query.timeZone },
    madeAt: now().toISOString(),
    totals: totalsOf(sums),
    byBatch: groupedBy(sums, (row) => row.batch_no),
    byDoctor: groupedBy(sums, doctorName),
    byBenefit,
    byPerson: groupedBy(sums, (row) => row.person ?? ''),
    coPayments: copayments,
    benefitNames: benefitNames(db, [
      ...byBenefit.map((group) => group.key),
      ...copayments.rows.map((row) => row.benefit),
    ]),
    open: openClaims(openClaimsAttended(db, from, to)),
    documents: documentsAttended(db, from, to).map(pendingDocument),
  };
}
