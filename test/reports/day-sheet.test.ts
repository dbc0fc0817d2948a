/**
 * The day sheet on a real store file: every visit of the desk's day, in the desk's zone, with where it stands
 * (waiting for its code, lapsed, authorized, blocked, and its claim's state), one row per visit, an
 * authorization typed in by hand counted as a visit, and the day's edges read in Nairobi, not in UTC.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimsReport } from '../../main/reports';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { insertBlock, insertMember, reportClaimInserter, type ReportClaimFixture } from './report-fixtures';
import type { Db } from '../../main/store/database';

// 20 Nov 2026 in Nairobi (UTC+3) runs from 19 Nov 21:00 to 20 Nov 21:00 UTC; the sheet is read at noon there.
const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = { from: '2026-11-20', to: '2026-11-20', timeZone: 'Africa/Nairobi', daySheet: true };

function visit(
  db: Db,
  id: string,
  startedAt: string,
  status: string,
  options: { readonly expiresAt?: string; readonly authorizationNo?: string; readonly cardNo?: string } = {},
): void {
  db.prepare(
    `INSERT INTO visits (visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no)
     VALUES (?, ?, 'OUTPATIENT', ?, ?, ?, ?)`,
  ).run(
    id,
    options.cardNo ?? 'CD-1000017',
    options.expiresAt ?? '',
    startedAt,
    status,
    options.authorizationNo ?? null,
  );
}

function authorization(db: Db, authorizationNo: string, memberName: string, obtainedAt: string): void {
  db.prepare(
    `INSERT INTO authorizations (authorization_no, card_no, benefit_code, member_name, status, source, obtained_at)
     VALUES (?, 'CD-1000042', 'OUTPATIENT', ?, 'APPROVED', ?, ?)`,
  ).run(
    authorizationNo,
    memberName,
    obtainedAt.startsWith('manual') ? 'manual' : 'otp',
    obtainedAt.replace('manual', ''),
  );
}

/** A visit verified at `at`, with its authorization. */
function authorized(db: Db, id: string, at: string, memberName: string): string {
  const authorizationNo = `PA-${id}`;
  authorization(db, authorizationNo, memberName, at);
  visit(db, id, at, 'APPROVED', { authorizationNo });
  return authorizationNo;
}

const claimOf = (authorizationNo: string, id: string, fields: Partial<ReportClaimFixture>): ReportClaimFixture => ({
  id,
  state: 'queued',
  attendanceDate: '2026-11-20',
  batchNo: 'B-2026-11',
  authorizationNo,
  doctor: 'Dr Amina Njeri',
  memberName: 'someone',
  amountUnits: 10_000,
  ...fields,
});

let store: TempDb;
beforeEach(() => {
  store = openTempDb();
});
afterEach(() => store.close());

const sheet = () => claimsReport({ db: store.db, now: () => NOW }, DAY).visits;

describe('the day sheet', () => {
  it('says where each visit of the day stands, in the order they started', () => {
    const { db } = store;
    insertMember(db, 'CD-1000017', '2026-11-20T04:00:00.000Z', [['OUTPATIENT', 'Outpatient']]);
    const claim = reportClaimInserter(db);
    visit(db, 'v1', '2026-11-20T05:00:00.000Z', 'PENDING', { expiresAt: '2026-11-20T09:05:00.000Z' });
    visit(db, 'v2', '2026-11-20T05:10:00.000Z', 'PENDING', { expiresAt: '2026-11-20T05:15:00.000Z' });
    authorized(db, 'v3', '2026-11-20T05:20:00.000Z', 'Baraka Mwangi');
    insertBlock(
      db,
      authorized(db, 'v4', '2026-11-20T05:30:00.000Z', 'Amina Njeri'),
      20_000,
      20_000,
      '2026-11-20T05:31:00.000Z',
    );
    claim(
      claimOf(authorized(db, 'v5', '2026-11-20T05:40:00.000Z', 'Zawadi'), 'c5', { state: 'draft' }),
      '2026-11-20T05:41:00.000Z',
    );
    claim(
      claimOf(authorized(db, 'v6', '2026-11-20T05:50:00.000Z', 'Juma'), 'c6', { waitingOnDocument: true }),
      '2026-11-20T05:51:00.000Z',
    );
    // Sent, then a second draft for the same visit: the sent claim says where the visit stands.
    const sent = authorized(db, 'v7', '2026-11-20T06:00:00.000Z', 'Neema');
    claim(claimOf(sent, 'c7', { state: 'submitted', claimNo: 'CLM-7' }), '2026-11-20T06:01:00.000Z');
    claim(claimOf(sent, 'c7b', { state: 'draft' }), '2026-11-20T06:05:00.000Z');
    claim(
      claimOf(authorized(db, 'v8', '2026-11-20T06:10:00.000Z', 'Halima'), 'c8', { state: 'sending' }),
      '2026-11-20T06:11:00.000Z',
    );
    claim(
      claimOf(authorized(db, 'v9', '2026-11-20T06:20:00.000Z', 'Imani'), 'c9', { state: 'needs-attention' }),
      '2026-11-20T06:21:00.000Z',
    );
    // Typed in by hand (no visit of this desk), queued.
    authorization(db, 'PA-M', 'Kito', 'manual2026-11-20T06:30:00.000Z');
    claim(claimOf('PA-M', 'cm', {}), '2026-11-20T06:31:00.000Z');

    const visits = sheet();
    expect(visits.map((row) => [row.memberName, row.state, row.authorizationNo, row.claimNo])).toEqual([
      ['Achieng Otieno', 'waiting-for-code', null, null],
      ['Achieng Otieno', 'lapsed', null, null],
      ['Baraka Mwangi', 'authorized', 'PA-v3', null],
      ['Amina Njeri', 'blocked', 'PA-v4', null],
      ['Zawadi', 'draft', 'PA-v5', null],
      ['Juma', 'held', 'PA-v6', null],
      ['Neema', 'sent', 'PA-v7', 'CLM-7'],
      ['Halima', 'in-doubt', 'PA-v8', null],
      ['Imani', 'needs-attention', 'PA-v9', null],
      ['Kito', 'waiting', 'PA-M', null],
    ]);
    // A shared desk's list: the card by its last four characters only.
    expect(visits[0]).toMatchObject({ card: '••••0017', benefit: 'OUTPATIENT', at: '2026-11-20T05:00:00.000Z' });
    expect(visits.some((row) => row.card.includes('CD-'))).toBe(false);
  });

  it('counts a visit by the desk’s day, not UTC’s: the day runs from 21:00 to 21:00 UTC in Nairobi', () => {
    const { db } = store;
    visit(db, 'before', '2026-11-19T20:59:59.999Z', 'PENDING');
    visit(db, 'first', '2026-11-19T21:00:00.000Z', 'PENDING');
    visit(db, 'last', '2026-11-20T20:59:59.999Z', 'PENDING');
    visit(db, 'after', '2026-11-20T21:00:00.000Z', 'PENDING');
    expect(sheet().map((row) => row.at)).toEqual(['2026-11-19T21:00:00.000Z', '2026-11-20T20:59:59.999Z']);
  });

  it('leaves out a claim handed to another desk: the visit is that desk’s to follow', () => {
    const { db } = store;
    const authorizationNo = authorized(db, 'v1', '2026-11-20T05:00:00.000Z', 'Achieng');
    reportClaimInserter(db)(
      claimOf(authorizationNo, 'c1', { state: 'submitted', claimNo: 'CLM-1' }),
      '2026-11-20T05:01:00.000Z',
    );
    db.prepare(`UPDATE claims SET handed_over_at = '2026-11-20T06:00:00.000Z' WHERE id = 'c1'`).run();
    expect(sheet().map((row) => row.state)).toEqual(['authorized']);
  });
});
