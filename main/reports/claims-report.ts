/** A date range's report: its claims summed whole and by batch, doctor, benefit and person; co-payments; what is open. */
import type { ClaimsReport, CoPayments, OpenClaim, PendingDocument, ReportQuery } from '../../shared/domain/reports';
import { ClaimState } from '../../shared/domain/claims';
import { sumMoney, ZERO, type Money } from '../../shared/money';
import { memberShare } from '../../shared/domain/member-share';
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
import { daySheet } from './day-sheet';
import { openKind } from './open-kind';

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

/**
 * The member's share of each visit blocked on the range's days (in the desk's zone), one definition with the
 * claim editor (shared/domain/member-share.ts): the block's until the visit has a claim, the claim's after.
 */
export function coPayments(db: Db, query: ReportQuery): CoPayments {
  const { start, end } = utcWindow(query.from, query.to);
  const onDeskDays = deskDaysTest(query.from, query.to, query.timeZone);
  const rows = blocksBetween(db, start, end)
    .filter((block) => onDeskDays(block.blocked_at))
    .map((block) => {
      const requested = BigInt(block.requested_units) as Money;
      const covered = BigInt(block.covered_units) as Money;
      const claimTotal = block.claim_units === null ? null : (BigInt(block.claim_units) as Money);
      const share = memberShare({ requested, covered }, claimTotal);
      return {
        authorizationNo: block.authorization_no,
        memberName: block.member_name ?? '',
        benefit: block.benefit,
        blockedAt: block.blocked_at,
        requested,
        covered,
        claimTotal,
        claimNo: block.claim_no,
        basis: share?.basis ?? 'block',
        coPayment: share?.amount ?? ZERO,
      };
    });
  return {
    rows,
    requested: sumMoney(rows.map((row) => row.requested)),
    covered: sumMoney(rows.map((row) => row.covered)),
    coPayment: sumMoney(rows.map((row) => row.coPayment)),
  };
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
  const withSheet = query.daySheet === true;
  const visits = withSheet ? daySheet({ db, now }, query) : [];
  return {
    query: { from, to, timeZone: query.timeZone, daySheet: withSheet },
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
      ...visits.map((visit) => visit.benefit),
    ]),
    open: openClaims(openClaimsAttended(db, from, to)),
    documents: documentsAttended(db, from, to).map(pendingDocument),
    visits,
  };
}
