/**
 * Hand-over's data access: the claims a file takes (read whole; marked by main/claims/state), the claims it
 * brings (written whole, through main/claims/state), and the record of every file made or read here (`handovers`,
 * migration 13).
 */
import { CLAIMS_IN_DOUBT, insertImportedClaim, insertLines } from '../claims/state';
import { moneyOf, moneyText, type ClaimRow } from '../claims/rows';
import type { StoredMessage } from '../i18n/words';
import { parseKnownClaimNos } from '../claims/known-claim-nos';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import type { HandoverClaim, HandoverRecord } from '../../shared/domain/handover';
import type { PayloadClaim } from './payload';

export interface ClaimLabel {
  readonly memberName: string;
  readonly authorizationNo: string;
  readonly attendanceDate: string;
}

/** The service's claims in doubt (main/claims/read.ts IN_DOUBT): a file may not take them. */
export const claimsInDoubt = (db: Db, service: string): ClaimLabel[] =>
  statement(
    db,
    `SELECT member_name AS memberName, authorization_no AS authorizationNo, attendance_date AS attendanceDate
       FROM ${CLAIMS_IN_DOUBT} AND service = ? ORDER BY attendance_date, id`,
  ).all(service) as ClaimLabel[];

/** A claim row as the hand-over file carries it (claims/rows.ts ClaimRow), with its link to a refused claim. */
type UnsentRow = Pick<
  ClaimRow,
  | 'id'
  | 'batch_no'
  | 'authorization_no'
  | 'card_no'
  | 'member_name'
  | 'attendance_date'
  | 'doctor_json'
  | 'complain'
  | 'diagnosis_json'
  | 'pre_authorization_no'
  | 'amount_units'
  | 'messages_json'
  | 'review_reason'
  | 'created_at'
  | 'updated_at'
  | 'queued_at'
  | 'resubmit_of'
  | 'document_waived_at'
  | 'person_name'
> & {
  state: 'draft' | 'queued';
  taken_back: 0 | 1;
  baseline_read: number | null;
  known_claim_nos: string | null;
};

/**
 * The claim numbers of `batchNo` known to be on the service before a claim could leave this desk by a file:
 * those the insurer's batch listed in any read (for a claim taken back and not yet checked, only in the reads up
 * to its baseline, since the desk it went to may have sent it since), those this desk's own claims hold, and
 * those the claim was imported with.
 */
function knownOnService(db: Db, row: UnsentRow, batchNo: string): string[] {
  const known = new Set(parseKnownClaimNos(row.known_claim_nos));
  const seen = statement(
    db,
    `SELECT claim_no FROM batch_claims_seen WHERE batch_no = @batchNo AND (@all OR first_read <= @upTo)
     UNION SELECT claim_no FROM claims WHERE batch_no = @batchNo AND claim_no IS NOT NULL`,
  )
    .pluck()
    .all({ batchNo, all: row.taken_back === 1 ? 0 : 1, upTo: row.baseline_read }) as string[];
  for (const claimNo of seen) known.add(claimNo);
  return [...known].sort();
}

/**
 * A draft with nothing staff typed (as the editor's hasContent reads a draft): no authorization, complaint,
 * doctor, diagnosis code, line or document. It stays where it is and never travels in a file.
 */
const EMPTY_DRAFT = `state = 'draft' AND trim(authorization_no) = '' AND trim(complain) = ''
  AND trim(coalesce(json_extract(doctor_json, '$.name'), '')) = ''
  AND NOT EXISTS (SELECT 1 FROM json_each(diagnosis_json) d WHERE trim(coalesce(d.value ->> '$.code', '')) <> '')
  AND NOT EXISTS (SELECT 1 FROM claim_lines l WHERE l.claim_id = claims.id)
  AND NOT EXISTS (SELECT 1 FROM claim_documents d WHERE d.claim_id = claims.id)`;

/**
 * The service's claims not sent and not in doubt (drafts and queued, but an empty draft), whole, oldest first. `batchOf` says the
 * batch a draft without a batch number will be sent in (the desk's rule), for its known claim numbers.
 */
export function unsentClaims(db: Db, service: string, batchOf: (attendanceDate: string) => string): PayloadClaim[] {
  const rows = statement(
    db,
    `SELECT id, state, batch_no, authorization_no, card_no, member_name, attendance_date, doctor_json, complain,
         diagnosis_json, pre_authorization_no, amount_units, messages_json, review_reason, created_at, updated_at, queued_at, resubmit_of,
         document_waived_at, person_name, taken_back_at IS NOT NULL AS taken_back, baseline_read, known_claim_nos
       FROM claims
       WHERE service = ? AND state IN ('draft', 'queued') AND outcome_unknown = 0 AND handed_over_at IS NULL
         AND NOT (${EMPTY_DRAFT})
       ORDER BY created_at, id`,
  ).all(service) as UnsentRow[];
  const lines = statement(
    db,
    `SELECT line_no AS lineNo, tariff_id AS tariffId, name, type, quantity, price_units AS priceUnits
       FROM claim_lines WHERE claim_id = ? ORDER BY line_no`,
  );
  const documents = statement(
    db,
    `SELECT file_name AS fileName, media_type AS mediaType, size, attached_at AS attachedAt, kind, content
       FROM claim_documents WHERE claim_id = ? ORDER BY id`,
  );
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    batchNo: row.batch_no,
    authorizationNo: row.authorization_no,
    cardNo: row.card_no,
    memberName: row.member_name,
    attendanceDate: row.attendance_date,
    doctorJson: row.doctor_json,
    complain: row.complain,
    diagnosisJson: row.diagnosis_json,
    amountUnits: row.amount_units,
    messagesJson: row.messages_json,
    reviewReason: row.review_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    queuedAt: row.queued_at,
    resubmitOf: row.resubmit_of,
    documentWaivedAt: row.document_waived_at,
    preAuthorizationNo: row.pre_authorization_no,
    byName: row.person_name,
    checkFirst: true,
    knownClaimNos: knownOnService(db, row, row.batch_no || batchOf(row.attendance_date)),
    lines: lines.all(row.id) as PayloadClaim['lines'],
    documents: (
      documents.all(row.id) as (Omit<PayloadClaim['documents'][number], 'contentBase64'> & { content: Buffer })[]
    ).map(({ content, ...document }) => ({ ...document, contentBase64: content.toString('base64') })),
  }));
}

/** Which of these claim ids this desk already holds, labelled. */
export function presentClaims(db: Db, claims: readonly PayloadClaim[]): ClaimLabel[] {
  const has = statement(db, 'SELECT 1 FROM claims WHERE id = ?').pluck();
  return claims.filter((claim) => has.get(claim.id) !== undefined);
}

/**
 * Writes the file's claims as they were, for `service`; a link to a claim this desk lacks is dropped. Every
 * claim is marked to be checked first (`taken_back_at`, at `at`) with `message` saying why: the same file may
 * have been imported on another desk (or on this one before it was forgotten, reinstalled or restored) and the
 * claim sent from there. This desk's batch reads say nothing of when the file was made, so the claim has no
 * baseline; the claim numbers the file says were already on the service are not candidates (migration 15).
 */
export function insertClaims(
  db: Db,
  claims: readonly PayloadClaim[],
  file: { readonly service: string; readonly at: string; readonly message: StoredMessage },
): void {
  const insertDocument = statement(
    db,
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at, kind)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const messagesJson = JSON.stringify([file.message]);
  for (const {
    lines,
    documents,
    checkFirst: _everyOne,
    knownClaimNos,
    documentWaivedAt,
    byName,
    preAuthorizationNo,
    ...claim
  } of claims) {
    const known = knownClaimNos && knownClaimNos.length > 0 ? JSON.stringify(knownClaimNos) : null;
    insertImportedClaim(
      db,
      {
        ...claim,
        documentWaivedAt: documentWaivedAt ?? null,
        byName: byName ?? null,
        preAuthorizationNo: preAuthorizationNo ?? '',
      },
      { messagesJson, service: file.service, at: file.at, knownClaimNos: known },
    );
    insertLines(db, claim.id, lines);
    for (const document of documents) {
      const content = Buffer.from(document.contentBase64, 'base64');
      const { fileName, mediaType, size, attachedAt, kind = 'other' } = document;
      insertDocument.run(claim.id, fileName, mediaType, size, content, attachedAt, kind);
    }
  }
}

interface HandoverRow {
  id: string;
  direction: 'exported' | 'imported';
  at: string;
  claim_count: number;
  taken_back_at: string | null;
  has_file: number;
}

const toRecord = (row: HandoverRow): HandoverRecord => ({
  id: row.id,
  direction: row.direction,
  at: row.at,
  claimCount: row.claim_count,
  takenBackAt: row.taken_back_at,
  canSaveAgain: row.has_file === 1,
});

const RECORD_COLUMNS = 'id, direction, at, claim_count, taken_back_at, file IS NOT NULL AS has_file';

export function handoverRecord(db: Db, id: string): HandoverRecord | undefined {
  const row = statement(db, `SELECT ${RECORD_COLUMNS} FROM handovers WHERE id = ?`).get(id) as HandoverRow | undefined;
  return row && toRecord(row);
}

/** Every file made or read here, newest first. */
export const handoverRecords = (db: Db): HandoverRecord[] =>
  (statement(db, `SELECT ${RECORD_COLUMNS} FROM handovers ORDER BY at DESC, rowid DESC`).all() as HandoverRow[]).map(
    toRecord,
  );

/** The file this desk made, as it was saved. */
export const handoverFile = (db: Db, id: string): Buffer | undefined =>
  (statement(db, "SELECT file FROM handovers WHERE id = ? AND direction = 'exported'").pluck().get(id) as
    Buffer | null | undefined) ?? undefined;

export function recordHandover(
  db: Db,
  record: { id: string; direction: 'exported' | 'imported'; at: string; claimCount: number; file: Buffer | null },
): void {
  statement(
    db,
    'INSERT INTO handovers (id, direction, at, claim_count, file) VALUES (@id, @direction, @at, @claimCount, @file)',
  ).run(record);
}

/** The file came back: its claims are this desk's again, and the copy kept to save it again goes. */
export const recordTakenBack = (db: Db, id: string, at: string): void =>
  void statement(db, 'UPDATE handovers SET taken_back_at = ?, file = NULL WHERE id = ?').run(at, id);

/** A claim of a file as the page lists it. */
export const toHandoverClaim = (claim: PayloadClaim): HandoverClaim => ({
  id: claim.id,
  state: claim.state,
  memberName: claim.memberName,
  authorizationNo: claim.authorizationNo,
  attendanceDate: claim.attendanceDate,
  amountText: moneyText(moneyOf(claim.amountUnits)),
  documentCount: claim.documents.length,
});
