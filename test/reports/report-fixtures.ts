/** Claims, blocks and documents written with SQL, as the claims, care and sync modules leave them, for the reports. */
import type { Db } from '../../main/store/database';

export interface ReportClaimFixture {
  readonly id: string;
  readonly state: 'draft' | 'queued' | 'sending' | 'submitted' | 'needs-attention';
  readonly attendanceDate: string;
  readonly batchNo: string;
  readonly authorizationNo: string;
  readonly doctor: string;
  readonly memberName: string;
  readonly amountUnits: number;
  readonly claimNo?: string;
  readonly outcomeUnknown?: boolean;
  /** Queued and held for its referral letter (main/claims/referral.ts). */
  readonly waitingOnDocument?: boolean;
  readonly insurerStatus?: string;
  readonly insurerAmountUnits?: number;
  readonly insurerMissingAt?: string;
}

export function insertAuthorization(db: Db, authorizationNo: string, benefit: string, memberName: string): void {
  db.prepare(
    `INSERT INTO authorizations (authorization_no, card_no, benefit_code, member_name, status, source, obtained_at)
     VALUES (?, 'CD-1000017', ?, ?, 'APPROVED', 'otp', '2026-11-19T08:00:00.000Z')`,
  ).run(authorizationNo, benefit, memberName);
}

/** A member as a look-up leaves it in the cache, with the benefits (code and name) the service listed. */
export function insertMember(
  db: Db,
  cardNo: string,
  fetchedAt: string,
  benefits: readonly (readonly [string, string])[],
): void {
  const list = benefits.map(([code, name]) => ({ code, name, access_type: 'Direct' }));
  db.prepare(
    `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at)
     VALUES (?, 'Achieng Otieno', 'Female', '1990-04-01', ?, ?)`,
  ).run(cardNo, JSON.stringify(list), fetchedAt);
}

export function reportClaimInserter(db: Db): (claim: ReportClaimFixture, createdAt: string) => void {
  const insert = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, member_name, attendance_date, doctor_json, complain,
       diagnosis_json, amount_units, claim_no, outcome_unknown, created_at, updated_at, insurer_status,
       insurer_amount_units, insurer_missing_at, waiting_on_document)
     VALUES (@id, @state, @batchNo, @authorizationNo, @memberName, @attendanceDate, @doctorJson, 'Fever', '[]',
       @amountUnits, @claimNo, @outcomeUnknown, @createdAt, @createdAt, @insurerStatus, @insurerAmountUnits,
       @insurerMissingAt, @waitingOnDocument)`,
  );
  return (claim, createdAt) =>
    insert.run({
      ...claim,
      doctorJson: JSON.stringify({ name: claim.doctor }),
      claimNo: claim.claimNo ?? null,
      outcomeUnknown: claim.outcomeUnknown ? 1 : 0,
      waitingOnDocument: claim.waitingOnDocument ? 1 : 0,
      createdAt,
      insurerStatus: claim.insurerStatus ?? null,
      insurerAmountUnits: claim.insurerAmountUnits ?? null,
      insurerMissingAt: claim.insurerMissingAt ?? null,
    });
}

export function insertClaims(db: Db, claims: readonly ReportClaimFixture[]): void {
  const insert = reportClaimInserter(db);
  claims.forEach((claim, index) => insert(claim, new Date(Date.UTC(2026, 10, 19, 8, 0, index)).toISOString()));
}

export function insertDocument(db: Db, claimId: string, fileName: string, state: string): void {
  db.prepare(
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, state, attached_at)
     VALUES (?, ?, 'application/pdf', 3, x'010203', ?, '2026-11-20T09:00:00.000Z')`,
  ).run(claimId, fileName, state);
}

export function insertBlock(
  db: Db,
  authorizationNo: string,
  requestedUnits: number,
  coveredUnits: number,
  blockedAt: string,
): void {
  db.prepare(
    `INSERT INTO blocks (authorization_no, benefit, requested_units, covered_units, blocked_at)
     VALUES (?, (SELECT benefit_code FROM authorizations WHERE authorization_no = ?), ?, ?, ?)`,
  ).run(authorizationNo, authorizationNo, requestedUnits, coveredUnits, blockedAt);
}

/**
 * The clinic the report tests read (test/reports/reports.test.ts works its figures out by hand).
 * Amounts in ten-thousandths: 1500.5000 is 15_005_000.
 */
export function seedClinic(db: Db): void {
  // The desk saw OUTPATIENT named (renamed since: the newest look-up's name wins), never DENTAL.
  insertMember(db, 'CD-1000009', '2026-11-01T08:00:00.000Z', [['OUTPATIENT', 'Outpatient (old name)']]);
  insertMember(db, 'CD-1000017', '2026-11-19T08:00:00.000Z', [
    ['OUTPATIENT', 'Outpatient'],
    ['OPTICAL', 'Optical'],
  ]);
  insertAuthorization(db, 'PA-1', 'OUTPATIENT', 'Otieno, "Baba" Achieng');
  insertAuthorization(db, 'PA-2', 'DENTAL', 'Wanjiru\nKamau');
  const base = { doctor: 'Dr Amina Njeri', memberName: 'Otieno, "Baba" Achieng', authorizationNo: 'PA-1' };
  const dental = { doctor: 'Dr Baraka Mwangi', memberName: 'Wanjiru\nKamau', authorizationNo: 'PA-2' };
  insertClaims(db, [
    {
      ...base,
      id: 'c1',
      state: 'submitted',
      attendanceDate: '2026-11-20',
      batchNo: 'B-2026-11',
      amountUnits: 15_005_000,
      claimNo: 'CLM-1',
      insurerStatus: 'Received',
      insurerAmountUnits: 15_005_000,
    },
    {
      ...dental,
      id: 'c2',
      state: 'submitted',
      attendanceDate: '2026-11-20',
      batchNo: 'B-2026-11',
      amountUnits: 870_050,
      claimNo: 'CLM-2',
      insurerStatus: 'Rejected',
      insurerAmountUnits: 800_000,
      insurerMissingAt: '2026-11-23T10:00:00.000Z',
    },
    { ...base, id: 'c3', state: 'queued', attendanceDate: '2026-11-21', batchNo: 'B-2026-11', amountUnits: 2_502_500 },
    { ...base, id: 'c4', state: 'draft', attendanceDate: '2026-11-21', batchNo: '', amountUnits: 1_000_000 },
    {
      ...dental,
      id: 'c5',
      state: 'needs-attention',
      outcomeUnknown: true,
      attendanceDate: '2026-11-21',
      batchNo: 'B-2026-11',
      amountUnits: 100_001,
    },
    {
      ...base,
      id: 'c6',
      state: 'submitted',
      attendanceDate: '2026-11-22',
      batchNo: 'B-2026-11',
      amountUnits: 400_000,
      claimNo: 'CLM-6',
      insurerStatus: 'Received',
      insurerAmountUnits: 400_000,
    },
    {
      ...dental,
      id: 'c7',
      state: 'needs-attention',
      attendanceDate: '2026-11-20',
      batchNo: 'B-2026-10',
      authorizationNo: 'PA-3',
      amountUnits: 100,
    },
  ]);
  insertDocument(db, 'c3', 'lab, results.pdf', 'pending');
  insertDocument(db, 'c1', 'uploaded.pdf', 'uploaded');
  insertDocument(db, 'c6', 'scan.png', 'needs-attention');
  // Each authorization's latest block is the one in force (blocking again replaces a block); the earlier ones
  // are on other days, read in one zone or the other. Nairobi is UTC+3 all year: 21:30 UTC on the 19th is 00:30
  // on the 20th at the desk; 20:59:59 UTC on the 21st is 23:59:59 there, 21:00 is already the 22nd.
  insertBlock(db, 'PA-1', 500_000, 0, '2026-11-19T20:59:00.000Z');
  insertBlock(db, 'PA-2', 500_000, 400_000, '2026-11-21T21:00:00.000Z');
  insertBlock(db, 'PA-1', 15_005_000, 250_000, '2026-11-19T21:30:00.000Z');
  insertBlock(db, 'PA-2', 870_100, 870_100, '2026-11-21T20:59:59.000Z');
  // A visit blocked with nothing covered (its benefit used up), and no claim yet.
  insertAuthorization(db, 'PA-4', 'OPTICAL', 'Grace Mutua');
  insertBlock(db, 'PA-4', 2_500_000, 0, '2026-11-20T10:00:00.000Z');
}
