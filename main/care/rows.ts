/**
 * Care's data access: the one place where the rows of members, visits, authorizations, blocks and doctors
 * are read and written (cached statements) and become domain views. The use cases (members.ts, visits.ts,
 * authorizations.ts, blocks.ts, doctors.ts, visit-in-progress.ts) import this file and never each other.
 * Writes are called inside the use case's transaction.
 */
import { BenefitList } from '../../shared/wire/members';
import type { Doctor } from '../../shared/wire/claims';
import {
  AuthorizationSource,
  CheckOutcome,
  DoctorEntry,
  type AuthorizationPick,
  type AuthorizationView,
  type BlockView,
  type RecentMember,
  type VisitView,
} from '../../shared/domain/care';
import { formatMoney, type Money } from '../../shared/money';
import { blockShare } from '../../shared/domain/member-share';
import type { Db } from '../store/database';
import { statement } from '../store/statements';

// Members (recent_members: the cache of every successful look-up, without the photo).

interface MemberRow {
  card_no: string;
  name: string;
  gender: string;
  dob: string;
  benefits_json: string;
  fetched_at: string;
}

const toRecentMember = (row: MemberRow): RecentMember => ({
  cardNo: row.card_no,
  name: row.name,
  gender: row.gender,
  dob: row.dob,
  benefits: BenefitList.parse(JSON.parse(row.benefits_json)),
  fetchedAt: row.fetched_at,
});

export function cachedMember(db: Db, cardNo: string): RecentMember | undefined {
  const row = statement(db, 'SELECT * FROM recent_members WHERE card_no = ?').get(cardNo) as MemberRow | undefined;
  return row && toRecentMember(row);
}

export function recentMemberRows(db: Db, limit: number): RecentMember[] {
  const rows = statement(db, 'SELECT * FROM recent_members ORDER BY fetched_at DESC, card_no LIMIT ?').all(
    limit,
  ) as MemberRow[];
  return rows.map(toRecentMember);
}

/** The card numbers of the members looked up here, newest first, as the service spelled them. */
export function seenCards(db: Db, limit: number): string[] {
  const rows = statement(db, 'SELECT card_no FROM recent_members ORDER BY fetched_at DESC, card_no LIMIT ?').all(
    limit,
  ) as { card_no: string }[];
  return rows.map((row) => row.card_no);
}

export function upsertMember(db: Db, member: RecentMember): void {
  statement(
    db,
    `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (card_no) DO UPDATE SET name = excluded.name, gender = excluded.gender, dob = excluded.dob,
       benefits_json = excluded.benefits_json, fetched_at = excluded.fetched_at`,
  ).run(member.cardNo, member.name, member.gender, member.dob, JSON.stringify(member.benefits), member.fetchedAt);
}

// Visits.

export interface VisitRow {
  visit_request_id: string;
  card_no: string;
  benefit_code: string;
  otp_expire_at: string;
  started_at: string;
  status: string;
  authorization_no: string | null;
  phone: string;
  sent_to: string;
}

const VISIT_COLUMNS =
  'visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no, phone, sent_to';

export const toVisitView = (row: VisitRow): VisitView => ({
  visitRequestId: row.visit_request_id,
  cardNo: row.card_no,
  benefitCode: row.benefit_code,
  otpExpireAt: row.otp_expire_at,
  startedAt: row.started_at,
  status: row.status,
  authorizationNo: row.authorization_no,
  phone: row.phone,
  sentTo: row.sent_to,
});

export function visitById(db: Db, visitRequestId: string): VisitView | undefined {
  const row = statement(db, `SELECT ${VISIT_COLUMNS} FROM visits WHERE visit_request_id = ?`).get(visitRequestId) as
    VisitRow | undefined;
  return row && toVisitView(row);
}

/** A visit this desk started: a restart of the same visit refreshes its code and opens it again. */
export function upsertStartedVisit(db: Db, row: VisitRow): void {
  statement(
    db,
    `INSERT INTO visits (${VISIT_COLUMNS})
     VALUES (@visit_request_id, @card_no, @benefit_code, @otp_expire_at, @started_at, @status, @authorization_no,
       @phone, @sent_to)
     ON CONFLICT (visit_request_id) DO UPDATE SET otp_expire_at = excluded.otp_expire_at, status = excluded.status,
       phone = excluded.phone, sent_to = excluded.sent_to, closed_at = NULL`,
  ).run(row);
}

/** A visit as the service holds it (perhaps started elsewhere: its code's expiry unknown, ''), open again. */
export function upsertServiceVisit(
  db: Db,
  visit: { readonly visitRequestId: string; readonly cardNo: string; readonly benefitCode: string },
  status: string,
  authorizationNo: string | null,
  now: string,
): void {
  statement(
    db,
    `INSERT INTO visits (visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no)
     VALUES (?, ?, ?, '', ?, ?, ?)
     ON CONFLICT (visit_request_id) DO UPDATE SET status = excluded.status,
       authorization_no = coalesce(excluded.authorization_no, authorization_no), closed_at = NULL`,
  ).run(visit.visitRequestId, visit.cardNo, visit.benefitCode, now, status, authorizationNo);
}

const LATEST_UNAUTHORIZED_VISIT = `SELECT visit_request_id FROM visits
  WHERE card_no = ? AND benefit_code = ? AND authorization_no IS NULL ORDER BY started_at DESC LIMIT 1`;

/** The member's latest visit for the benefit that has no authorization yet (the one a code verifies). */
export const latestUnauthorizedVisit = (db: Db, cardNo: string, benefitCode: string): string | undefined =>
  statement(db, LATEST_UNAUTHORIZED_VISIT).pluck().get(cardNo, benefitCode) as string | undefined;

export function approveLatestVisit(db: Db, cardNo: string, benefitCode: string, authorizationNo: string): void {
  statement(
    db,
    `UPDATE visits SET status = 'APPROVED', authorization_no = ? WHERE visit_request_id = (${LATEST_UNAUTHORIZED_VISIT})`,
  ).run(authorizationNo, cardNo, benefitCode);
}

/** The latest open visit started since `since` that waits for its code (unexpired at `now`) or is authorized. */
export function openVisitRow(db: Db, since: string, now: string): VisitRow | undefined {
  return statement(
    db,
    `SELECT ${VISIT_COLUMNS}
       FROM visits INDEXED BY visits_open
      WHERE closed_at IS NULL AND started_at >= ?
        AND ((status = 'PENDING' AND (otp_expire_at = '' OR otp_expire_at > ?))
          OR (status = 'APPROVED' AND authorization_no IS NOT NULL))
      ORDER BY started_at DESC LIMIT 1`,
  ).get(since, now) as VisitRow | undefined;
}

export const closeOpenVisits = (db: Db, now: string): number =>
  statement(db, 'UPDATE visits SET closed_at = ? WHERE closed_at IS NULL').run(now).changes;

// Blocks (amounts in whole units of the smallest coin).

export interface BlockRow {
  authorization_no: string;
  benefit: string;
  requested_units: number;
  covered_units: number;
  blocked_at: string;
}

export function toBlockView(row: BlockRow): BlockView {
  const requested = BigInt(row.requested_units) as Money;
  const covered = BigInt(row.covered_units) as Money;
  const coPayment = blockShare({ requested, covered });
  return {
    authorizationNo: row.authorization_no,
    benefit: row.benefit,
    requested,
    covered,
    coPayment,
    requestedText: formatMoney(requested),
    coveredText: formatMoney(covered),
    coPaymentText: formatMoney(coPayment),
    blockedAt: row.blocked_at,
  };
}

/** The latest block recorded for an authorization. */
export function latestBlock(db: Db, authorizationNo: string): BlockView | undefined {
  const row = statement(
    db,
    `SELECT authorization_no, benefit, requested_units, covered_units, blocked_at FROM blocks
     WHERE authorization_no = ? ORDER BY id DESC LIMIT 1`,
  ).get(authorizationNo) as BlockRow | undefined;
  return row && toBlockView(row);
}

export function insertBlock(db: Db, row: BlockRow): void {
  statement(
    db,
    `INSERT INTO blocks (authorization_no, benefit, requested_units, covered_units, blocked_at)
     VALUES (@authorization_no, @benefit, @requested_units, @covered_units, @blocked_at)`,
  ).run(row);
}

// Authorizations.

interface AuthorizationRow {
  authorization_no: string;
  card_no: string;
  benefit_code: string;
  member_name: string;
  status: string;
  source: string;
  obtained_at: string;
  checked_at: string | null;
  check_outcome: string | null;
}

const toAuthorizationView = (row: AuthorizationRow): AuthorizationView => ({
  authorizationNo: row.authorization_no,
  cardNo: row.card_no,
  benefitCode: row.benefit_code,
  memberName: row.member_name,
  status: row.status,
  source: AuthorizationSource.parse(row.source),
  obtainedAt: row.obtained_at,
  checkedAt: row.checked_at,
  checkOutcome: row.check_outcome === null ? null : CheckOutcome.parse(row.check_outcome),
  verified: row.check_outcome === 'approved',
});

export function getAuthorizationRecord(db: Db, authorizationNo: string): AuthorizationView | undefined {
  const row = statement(db, 'SELECT * FROM authorizations WHERE authorization_no = ?').get(authorizationNo) as
    AuthorizationRow | undefined;
  return row && toAuthorizationView(row);
}

export interface AuthorizationRecord {
  readonly authorizationNo: string;
  readonly cardNo: string;
  readonly benefitCode: string;
  readonly status: string;
  readonly source: AuthorizationSource;
  readonly obtainedAt: string;
  readonly checkedAt: string | null;
  readonly checkOutcome: CheckOutcome | null;
}

/** Inserts or refreshes an authorization; the member name comes from the member cache. */
export function upsertAuthorization(db: Db, record: AuthorizationRecord): void {
  statement(
    db,
    `INSERT INTO authorizations (authorization_no, card_no, benefit_code, member_name, status, source, obtained_at,
       checked_at, check_outcome)
     VALUES (@authorizationNo, @cardNo, @benefitCode,
       coalesce((SELECT name FROM recent_members WHERE card_no = @cardNo), ''),
       @status, @source, @obtainedAt, @checkedAt, @checkOutcome)
     ON CONFLICT (authorization_no) DO UPDATE SET
       card_no = CASE WHEN excluded.card_no = '' THEN card_no ELSE excluded.card_no END,
       benefit_code = CASE WHEN excluded.benefit_code = '' THEN benefit_code ELSE excluded.benefit_code END,
       member_name = CASE WHEN excluded.member_name = '' THEN member_name ELSE excluded.member_name END,
       status = excluded.status, checked_at = excluded.checked_at, check_outcome = excluded.check_outcome`,
  ).run(record);
}

/** Numbers typed in while the service could not be reached, oldest first. */
export const uncheckedAuthorizations = (db: Db): string[] =>
  statement(db, 'SELECT authorization_no FROM authorizations WHERE checked_at IS NULL ORDER BY obtained_at')
    .pluck()
    .all() as string[];

type PickRow = AuthorizationRow & {
  benefits_json: string | null;
  block_authorization_no: string | null;
  block_benefit: string | null;
  requested_units: number | null;
  covered_units: number | null;
  blocked_at: string | null;
};

/** The newest authorizations first, with the member's name of the benefit and the latest block if any. */
export function recentAuthorizationPicks(db: Db, limit: number): AuthorizationPick[] {
  const rows = statement(
    db,
    `SELECT a.*, m.benefits_json,
       b.authorization_no AS block_authorization_no, b.benefit AS block_benefit, b.requested_units,
       b.covered_units, b.blocked_at
     FROM authorizations a
     LEFT JOIN recent_members m ON m.card_no = a.card_no
     LEFT JOIN blocks b ON b.id = (SELECT max(id) FROM blocks WHERE authorization_no = a.authorization_no)
     ORDER BY a.obtained_at DESC, a.authorization_no
     LIMIT ?`,
  ).all(limit) as PickRow[];
  return rows.map((row) => {
    const benefits = row.benefits_json === null ? [] : BenefitList.parse(JSON.parse(row.benefits_json));
    const block: BlockRow | null =
      row.block_authorization_no === null
        ? null
        : {
            authorization_no: row.block_authorization_no,
            benefit: row.block_benefit ?? '',
            requested_units: row.requested_units ?? 0,
            covered_units: row.covered_units ?? 0,
            blocked_at: row.blocked_at ?? '',
          };
    return {
      ...toAuthorizationView(row),
      benefitName: benefits.find((benefit) => benefit.code === row.benefit_code)?.name ?? '',
      block: block && toBlockView(block),
    };
  });
}

// Doctors (one entry per name).

export const upsertDoctor = (db: Db, doctor: Doctor): number =>
  statement(
    db,
    `INSERT INTO doctors (name, gender, phone, email, license, speciality, level, level_code)
     VALUES (@name, @gender, @phone, @email, @license, @speciality, @level, @level_code)
     ON CONFLICT (name) DO UPDATE SET gender = excluded.gender, phone = excluded.phone, email = excluded.email,
       license = excluded.license, speciality = excluded.speciality, level = excluded.level,
       level_code = excluded.level_code
     RETURNING id`,
  )
    .pluck()
    .get(doctor) as number;

export const doctorRows = (db: Db): DoctorEntry[] =>
  statement(
    db,
    'SELECT id, name, gender, phone, email, license, speciality, level, level_code FROM doctors ORDER BY name',
  )
    .all()
    .map((row) => DoctorEntry.parse(row));
