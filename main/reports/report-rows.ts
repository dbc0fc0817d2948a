/**
 * The reports' data access: the rows they read (snake_case, money as integer units) and the statements that
 * read them, cached per connection. Reads only; the claims, care and sync modules write these tables.
 *
 * Sums are made by SQLite (integer arithmetic, exact) per group of batch, doctor, benefit and person, and read as
 * bigint (`safeIntegers`), so a month of claims crosses into JavaScript as a few hundred rows, not thousands.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';

/**
 * The sums of the claims sharing a batch, a doctor (as the claim keeps it, JSON), a benefit and the person who
 * wrote or queued them last (main/desk/people).
 */
export interface SumRow {
  batch_no: string;
  doctor_json: string;
  benefit: string | null;
  person: string | null;
  count: bigint;
  claimed: bigint;
  /** Over the claims the insurer recorded an amount for; NULL when none did. */
  recorded: bigint | null;
  difference: bigint | null;
  not_read: bigint;
  /** Queued claims held for their referral letter (main/claims/referral.ts). */
  waiting_on_document: bigint;
}

// Drafts are not claims yet: they are listed as waiting, never summed. Claims handed to another desk
// (main/handover) are that desk's: no report of this one holds them.
const SUMS = `SELECT c.batch_no, c.doctor_json, a.benefit_code AS benefit, c.person_name AS person, count(*) AS count,
    sum(c.amount_units) AS claimed, sum(c.insurer_amount_units) AS recorded,
    sum(c.insurer_amount_units - c.amount_units) AS difference, count(*) - count(c.insurer_amount_units) AS not_read,
    sum(c.state = 'queued' AND c.waiting_on_document = 1) AS waiting_on_document
  FROM claims c LEFT JOIN authorizations a ON a.authorization_no = c.authorization_no
  WHERE c.state <> 'draft' AND c.handed_over_at IS NULL`;
const GROUPS = 'GROUP BY c.batch_no, c.doctor_json, a.benefit_code, c.person_name';

const sums = (db: Db, sql: string, ...params: string[]): SumRow[] =>
  statement(db, sql)
    .safeIntegers(true)
    .all(...params) as SumRow[];

/** The sums of the claims attended on [from, to] (calendar dates compare as text). */
export const sumsAttended = (db: Db, from: string, to: string): SumRow[] =>
  sums(db, `${SUMS} AND c.attendance_date BETWEEN ? AND ? ${GROUPS}`, from, to);

export const sumsOfBatch = (db: Db, batchNo: string): SumRow[] =>
  sums(db, `${SUMS} AND c.batch_no = ? ${GROUPS}`, batchNo);

/** A claim as the reports list it. */
export interface ReportClaimRow {
  id: string;
  state: string;
  outcome_unknown: number;
  waiting_on_document: number;
  batch_no: string;
  claim_no: string | null;
  member_name: string;
  attendance_date: string;
  amount_units: number;
  insurer_status: string | null;
  insurer_amount_units: number | null;
  insurer_missing_at: string | null;
}

const CLAIMS = `SELECT id, state, outcome_unknown, waiting_on_document, batch_no, claim_no, member_name, attendance_date, amount_units,
    insurer_status, insurer_amount_units, insurer_missing_at FROM claims WHERE handed_over_at IS NULL`;
const CLAIM_ORDER = 'ORDER BY attendance_date, created_at, id';

/**
 * Claims attended on [from, to] not sent yet, in doubt, or waiting for a person. A claim in doubt is in one of
 * these states too (sending, or queued or needing attention with an unknown outcome: main/claims/read.ts).
 */
export const openClaimsAttended = (db: Db, from: string, to: string): ReportClaimRow[] =>
  statement(
    db,
    `${CLAIMS} AND state IN ('draft', 'queued', 'sending', 'needs-attention')
       AND attendance_date BETWEEN ? AND ? ${CLAIM_ORDER}`,
  ).all(from, to) as ReportClaimRow[];

export const claimsOfBatch = (db: Db, batchNo: string): ReportClaimRow[] =>
  statement(db, `${CLAIMS} AND batch_no = ? ${CLAIM_ORDER}`).all(batchNo) as ReportClaimRow[];

export interface BatchRow {
  batch_no: string;
  count: number;
  first_date: string;
  last_date: string;
}

/** The batches claims were queued in (drafts have none yet), newest first. */
export const batchRows = (db: Db): BatchRow[] =>
  statement(
    db,
    `SELECT batch_no, count(*) AS count, min(attendance_date) AS first_date, max(attendance_date) AS last_date
       FROM claims WHERE batch_no <> '' AND handed_over_at IS NULL GROUP BY batch_no ORDER BY max(attendance_date) DESC, batch_no DESC`,
  ).all() as BatchRow[];

/** A document not yet uploaded (waiting, uploading, or flagged for a person), with its claim. */
export interface PendingDocumentRow {
  id: number;
  claim_id: string;
  claim_no: string | null;
  member_name: string;
  file_name: string;
  state: 'pending' | 'uploading' | 'needs-attention';
}

const DOCUMENTS = `SELECT d.id, d.claim_id, c.claim_no, c.member_name, d.file_name, d.state
  FROM claim_documents d JOIN claims c ON c.id = d.claim_id WHERE d.state <> 'uploaded' AND c.handed_over_at IS NULL`;
const DOCUMENT_ORDER = 'ORDER BY d.attached_at, d.id';

export const documentsAttended = (db: Db, from: string, to: string): PendingDocumentRow[] =>
  statement(db, `${DOCUMENTS} AND c.attendance_date BETWEEN ? AND ? ${DOCUMENT_ORDER}`).all(
    from,
    to,
  ) as PendingDocumentRow[];

export const documentsOfBatch = (db: Db, batchNo: string): PendingDocumentRow[] =>
  statement(db, `${DOCUMENTS} AND c.batch_no = ? ${DOCUMENT_ORDER}`).all(batchNo) as PendingDocumentRow[];

export interface ReportBlockRow {
  authorization_no: string;
  member_name: string | null;
  benefit: string;
  requested_units: number;
  covered_units: number;
  blocked_at: string;
  /** The total of the visit's claim (its newest past drafting, else its newest draft); NULL while it has none. */
  claim_units: number | null;
  claim_no: string | null;
}

/**
 * Each authorization's block, when it was made in [fromInstant, toInstant) (ISO 8601 UTC text compares as time),
 * with the visit's claim. Blocking again replaces a block (main/care/blocks.ts): only an authorization's latest
 * block counts, as the claim editor reads it, so a visit blocked twice is one row, not two.
 */
export const blocksBetween = (db: Db, fromInstant: string, toInstant: string): ReportBlockRow[] =>
  statement(
    db,
    `SELECT b.authorization_no, a.member_name, b.benefit, b.requested_units, b.covered_units, b.blocked_at,
            c.amount_units AS claim_units, c.claim_no
       FROM blocks b
       LEFT JOIN authorizations a ON a.authorization_no = b.authorization_no
       LEFT JOIN claims c ON c.id = (
         SELECT id FROM claims WHERE authorization_no = b.authorization_no
          ORDER BY state = 'draft', created_at DESC, id LIMIT 1)
      WHERE b.blocked_at >= ? AND b.blocked_at < ?
        AND b.id = (SELECT max(id) FROM blocks WHERE authorization_no = b.authorization_no)
      ORDER BY b.blocked_at, b.id`,
  ).all(fromInstant, toInstant) as ReportBlockRow[];

/**
 * The name each benefit code had in the members' benefits seen at look-up (recent_members), oldest first, so
 * that reading them in order leaves the newest name. A code no cached member has is not here.
 */
export const benefitNameRows = (db: Db): { code: string; name: string }[] =>
  statement(
    db,
    `SELECT json_extract(b.value, '$.code') AS code, json_extract(b.value, '$.name') AS name
       FROM recent_members m, json_each(m.benefits_json) b
      WHERE json_extract(b.value, '$.name') <> '' ORDER BY m.fetched_at, m.card_no`,
  ).all() as { code: string; name: string }[];

/** A visit (or an authorization typed in without one) of the day sheet, with its newest block and claim. */
export interface DayVisitRow {
  at: string;
  card_no: string;
  benefit: string;
  /** NULL for an authorization typed in without a visit of this desk. */
  visit_status: string | null;
  otp_expire_at: string | null;
  authorization_no: string | null;
  member_name: string | null;
  blocked: number;
  claim_state: string | null;
  outcome_unknown: number | null;
  waiting_on_document: number | null;
  claim_no: string | null;
}

// The visit's claim as the co-payments read it: its newest past drafting, else its newest draft; a claim handed
// to another desk is that desk's.
const DAY_CLAIM = `SELECT id FROM claims WHERE authorization_no = x.authorization_no AND handed_over_at IS NULL
  ORDER BY state = 'draft', created_at DESC, id LIMIT 1`;

/**
 * The visits started in [fromInstant, toInstant), and the authorizations recorded then that no visit of this desk
 * led to (typed in by hand), oldest first; the member's name from the authorization, else from the look-up.
 */
export const dayVisitsBetween = (db: Db, fromInstant: string, toInstant: string): DayVisitRow[] =>
  statement(
    db,
    `WITH x AS (
       SELECT v.started_at AS at, v.card_no, v.benefit_code AS benefit, v.status AS visit_status, v.otp_expire_at,
              v.authorization_no, v.visit_request_id AS tie
         FROM visits v WHERE v.started_at >= ? AND v.started_at < ?
       UNION ALL
       SELECT a.obtained_at, a.card_no, a.benefit_code, NULL, NULL, a.authorization_no, a.authorization_no
         FROM authorizations a
        WHERE a.obtained_at >= ? AND a.obtained_at < ?
          AND NOT EXISTS (SELECT 1 FROM visits WHERE authorization_no = a.authorization_no))
     SELECT x.at, x.card_no, x.benefit, x.visit_status, x.otp_expire_at, x.authorization_no,
            coalesce(nullif(a.member_name, ''), m.name) AS member_name,
            EXISTS (SELECT 1 FROM blocks WHERE authorization_no = x.authorization_no) AS blocked,
            c.state AS claim_state, c.outcome_unknown, c.waiting_on_document, c.claim_no
       FROM x
       LEFT JOIN authorizations a ON a.authorization_no = x.authorization_no
       LEFT JOIN recent_members m ON m.card_no = x.card_no
       LEFT JOIN claims c ON c.id = (${DAY_CLAIM})
      ORDER BY x.at, x.tie`,
  ).all(fromInstant, toInstant, fromInstant, toInstant) as DayVisitRow[];
