/** Sums over claims rolled up from SQLite's exact group sums (bigint money units, never floats). */
import { z } from 'zod';
import type { ClaimGroup, ClaimTotals } from '../../shared/domain/reports';
import type { Money } from '../../shared/money';
import type { SumRow } from './report-rows';

interface Sums {
  count: bigint;
  claimed: bigint;
  recorded: bigint;
  difference: bigint;
  notRead: bigint;
  waitingOnDocument: bigint;
}

const empty = (): Sums => ({
  count: 0n,
  claimed: 0n,
  recorded: 0n,
  difference: 0n,
  notRead: 0n,
  waitingOnDocument: 0n,
});

function add(sums: Sums, row: SumRow): void {
  sums.count += row.count;
  sums.claimed += row.claimed;
  sums.recorded += row.recorded ?? 0n;
  sums.difference += row.difference ?? 0n;
  sums.notRead += row.not_read;
  sums.waitingOnDocument += row.waiting_on_document;
}

const asTotals = (sums: Sums): ClaimTotals => ({
  count: Number(sums.count),
  claimed: sums.claimed as Money,
  recorded: sums.recorded as Money,
  difference: sums.difference as Money,
  notRead: Number(sums.notRead),
  waitingOnDocument: Number(sums.waitingOnDocument),
});

export function totalsOf(rows: readonly SumRow[]): ClaimTotals {
  const sums = empty();
  for (const row of rows) add(sums, row);
  return asTotals(sums);
}

/** The totals per key (batch, doctor, benefit), in the keys' order. */
export function groupedBy(rows: readonly SumRow[], keyOf: (row: SumRow) => string): ClaimGroup[] {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const key = keyOf(row);
    let sums = groups.get(key);
    if (!sums) groups.set(key, (sums = empty()));
    add(sums, row);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, sums]) => ({ key, ...asTotals(sums) }));
}

const DoctorName = z.object({ name: z.string().catch('') }).catch({ name: '' });

/** The doctor's name a claim keeps in its doctor_json ('' when it has none). */
export const doctorName = (row: SumRow): string => DoctorName.parse(JSON.parse(row.doctor_json)).name;
