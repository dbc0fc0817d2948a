/**
 * The insurer's arithmetic as staff see it: how amounts are sent (the setting),
 * the reading the latest telling claim revealed (line-amounts.ts), and every
 * claim whose recorded amount differs from its total, to follow up with the
 * insurer. ClaimDesk never switches how it sends by itself: it tells staff.
 */
import type { AmountCheck, AmountCheckSummary, DifferingClaim, LineAmounts } from '../../shared/domain/claims';
import type { Db } from '../store/database';
import { readSetting } from '../store/settings-store';
import { statement } from '../store/statements';
import { moneyOf, moneyText } from './rows';
import type { ClaimStore } from './context';

/** The latest claim that revealed a reading, through its partial index (migration 6). */
const LATEST_READING = `SELECT id, claim_no, service_reading, submitted_at FROM claims INDEXED BY claims_revealing_reading
  WHERE service_reading IS NOT NULL ORDER BY submitted_at DESC LIMIT 1`;
const DIFFERING = `FROM claims INDEXED BY claims_amount_differs WHERE amount_claimed_units <> amount_units`;

interface ReadingRow {
  id: string;
  claim_no: string | null;
  service_reading: AmountCheckSummary['serviceReading'];
  submitted_at: string;
}

const latestReading = (db: Db): ReadingRow | undefined => statement(db, LATEST_READING).get() as ReadingRow | undefined;

/** Cheap enough for every status (two partial indexes). */
export function amountCheckSummary({ db }: ClaimStore): AmountCheckSummary {
  return {
    sentAs: readSetting(db, 'lineAmounts'),
    serviceReading: latestReading(db)?.service_reading ?? null,
    differingCount: statement(db, `SELECT count(*) ${DIFFERING}`).pluck().get() as number,
  };
}

export function amountCheck({ db }: ClaimStore): AmountCheck {
  const latest = latestReading(db);
  const rows = statement(
    db,
    `SELECT id, claim_no, member_name, attendance_date, amount_units, amount_claimed_units, sent_line_amounts
       ${DIFFERING} ORDER BY submitted_at DESC`,
  ).all() as {
    id: string;
    claim_no: string | null;
    member_name: string;
    attendance_date: string;
    amount_units: number;
    amount_claimed_units: number;
    sent_line_amounts: LineAmounts | null;
  }[];
  const differing: DifferingClaim[] = rows.map((row) => ({
    id: row.id,
    claimNo: row.claim_no,
    memberName: row.member_name,
    attendanceDate: row.attendance_date,
    amountText: moneyText(moneyOf(row.amount_units)),
    amountClaimedText: moneyText(moneyOf(row.amount_claimed_units)),
    sentLineAmounts: row.sent_line_amounts,
  }));
  return {
    sentAs: readSetting(db, 'lineAmounts'),
    serviceReading: latest?.service_reading ?? null,
    differingCount: differing.length,
    revealedBy: latest ? { id: latest.id, claimNo: latest.claim_no, at: latest.submitted_at } : null,
    differing,
  };
}
