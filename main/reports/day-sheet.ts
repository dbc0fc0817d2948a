/**
 * The day sheet: each member seen on the report's days (in the desk's zone) and where the visit stands, so that
 * a receptionist sees at a glance who still waits for a code, whose visit has no claim yet, which claim is a
 * draft or held for its letter, and which were sent. One row per visit: a visit whose code was sent twice is the
 * same visit, and an authorization typed in by hand is a visit too.
 */
import type { DayVisit, DayVisitState, ReportQuery } from '../../shared/domain/reports';
import { maskCardNo } from '../store/masking';
import { openKind } from './open-kind';
import { deskDaysTest, utcWindow } from './desk-days';
import { dayVisitsBetween, type DayVisitRow } from './report-rows';
import type { ReportDeps } from './report-deps';

/** Where one visit stands at `now` (ISO 8601 UTC): its claim's state once it has one, else how far it got. */
export function dayVisitState(row: DayVisitRow, now: string): DayVisitState {
  if (row.claim_state !== null) {
    const kind = openKind({
      state: row.claim_state,
      outcome_unknown: row.outcome_unknown ?? 0,
      waiting_on_document: row.waiting_on_document ?? 0,
    });
    if (kind === undefined) return 'sent';
    if (kind === 'waiting-on-document') return 'held';
    if (kind === 'waiting') return row.claim_state === 'draft' ? 'draft' : 'waiting';
    return kind;
  }
  if (row.authorization_no !== null) return row.blocked === 1 ? 'blocked' : 'authorized';
  const expiry = row.otp_expire_at ?? '';
  return row.visit_status === 'PENDING' && (expiry === '' || expiry > now) ? 'waiting-for-code' : 'lapsed';
}

export function daySheet({ db, now }: ReportDeps, query: ReportQuery): DayVisit[] {
  const { start, end } = utcWindow(query.from, query.to);
  const onDeskDays = deskDaysTest(query.from, query.to, query.timeZone);
  const at = now().toISOString();
  return dayVisitsBetween(db, start, end)
    .filter((row) => onDeskDays(row.at))
    .map((row) => ({
      at: row.at,
      memberName: row.member_name ?? '',
      card: maskCardNo(row.card_no),
      benefit: row.benefit,
      authorizationNo: row.authorization_no,
      state: dayVisitState(row, at),
      claimNo: row.claim_no,
    }));
}
