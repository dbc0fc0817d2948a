/**
 * The reports' data access: the rows they read (snake_case, money as integer units) and the statements that
 * read them, cached per connection. Reads only; the claims, care and sync modules write these tables.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';

/** A claim as the reports read it, with its benefit (from its authorization) and its documents not yet uploaded. */
export interface ReportClaimRow {
  id: string;
  state: string;
  outcome_unknown: number;
  batch_no: string;
  claim_no: string | null;
  member_name: string;
  attendance_date: string;
  doctor_name: string | null;
  benefit: string | null;
  amount_units: number;
  insurer_status: string | null;
  insurer_amount_units: number | null;
  insurer_missing_at: string | null;
}

const CLAIM_COLUMNS = `c.id, c.state, c.outcome_unknown, c.batch_no, c.claim_no, c.member_name, c.attendance_date,
  json_extract(c.doctor_json, '$.name') AS doctor_name, a.benefit_code AS benefit, c.amount_units,
  c.insurer_status, c.insurer_amount_units, c.insurer_missing_at
  FROM claims c LEFT JOIN authorizations a ON a.authorization_no = c.authorization_no`;

/** Every claim whose attendance date is in [from, to] (calendar dates compare as text). */
export const claimsAttended = (db: Db, from: string, to: string): ReportClaimRow[] =>
  statement(
    db,
    `SELECT ${CLAIM_COLUMNS} WHERE c.attendance_date BETWEEN ? AND ? ORDER BY c.attendance_date, c.created_at, c.id`,
  ).all(from, to) as ReportClaimRow[];

export const claimsOfBatch = (db: Db, batchNo: string): ReportClaimRow[] =>
  statement(db, `SELECT ${CLAIM_COLUMNS} WHERE c.batch_no = ? ORDER BY c.attendance_date, c.created_at, c.id`).all(
    batchNo,
  ) as ReportClaimRow[];

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
       FROM claims WHERE batch_no <> '' GROUP BY batch_no ORDER BY max(attendance_date) DESC, batch_no DESC`,
  ).all() as BatchRow[];

export interface PendingDocumentRow {
  id: number;
  claim_id: string;
  file_name: string;
  state: 'pending' | 'uploading' | 'needs-attention';
}

/** Documents not yet uploaded (waiting, uploading, or flagged for a person), oldest first. */
export const documentsNotUploaded = (db: Db): PendingDocumentRow[] =>
  statement(
    db,
    `SELECT id, claim_id, file_name, state FROM claim_documents WHERE state <> 'uploaded' ORDER BY attached_at, id`,
  ).all() as PendingDocumentRow[];

export interface ReportBlockRow {
  authorization_no: string;
  member_name: string | null;
  benefit: string;
  requested_units: number;
  covered_units: number;
  blocked_at: string;
}

/** Blocks whose instant is in [fromInstant, toInstant) (ISO 8601 UTC text compares as time). */
export const blocksBetween = (db: Db, fromInstant: string, toInstant: string): ReportBlockRow[] =>
  statement(
    db,
    `SELECT b.authorization_no, a.member_name, b.benefit, b.requested_units, b.covered_units, b.blocked_at
       FROM blocks b LEFT JOIN authorizations a ON a.authorization_no = b.authorization_no
      WHERE b.blocked_at >= ? AND b.blocked_at < ? ORDER BY b.blocked_at, b.id`,
  ).all(fromInstant, toInstant) as ReportBlockRow[];
