/** Exact sums over claims (bigint money units, never floats), whole and grouped. */
import type { ClaimGroup, ClaimTotals } from '../../shared/domain/reports';
import type { Money } from '../../shared/money';
import type { ReportClaimRow } from './report-rows';

interface Sums {
  count: number;
  claimed: bigint;
  recorded: bigint;
  difference: bigint;
  notRead: number;
}

const empty = (): Sums => ({ count: 0, claimed: 0n, recorded: 0n, difference: 0n, notRead: 0 });

function add(sums: Sums, row: ReportClaimRow): void {
  const claimed = BigInt(row.amount_units);
  sums.count += 1;
  sums.claimed += claimed;
  if (row.insurer_amount_units === null) {
    sums.notRead += 1;
    return;
  }
  const recorded = BigInt(row.insurer_amount_units);
  sums.recorded += recorded;
  sums.difference += recorded - claimed;
}

const asTotals = (sums: Sums): ClaimTotals => ({
  count: sums.count,
  claimed: sums.claimed as Money,
  recorded: sums.recorded as Money,
  difference: sums.difference as Money,
  notRead: sums.notRead,
});

/** Drafts are not claims yet: they are listed as waiting, never summed. */
export const counted = (row: ReportClaimRow): boolean => row.state !== 'draft';

export function totalsOf(rows: readonly ReportClaimRow[]): ClaimTotals {
  const sums = empty();
  for (const row of rows) if (counted(row)) add(sums, row);
  return asTotals(sums);
}

/** The totals per key (batch, doctor, benefit), in the keys' order. */
export function groupedBy(rows: readonly ReportClaimRow[], keyOf: (row: ReportClaimRow) => string): ClaimGroup[] {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    if (!counted(row)) continue;
    const key = keyOf(row);
    let sums = groups.get(key);
    if (!sums) groups.set(key, (sums = empty()));
    add(sums, row);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, sums]) => ({ key, ...asTotals(sums) }));
}
