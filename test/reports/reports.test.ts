/**
 * The reports' sums against figures worked out by hand (exact decimals), on a real encrypted store file:
 * a range's claims whole and by batch, doctor, benefit and person; co-payments on the desk's days; what is open;
 * the documents not yet uploaded; a batch's closing view; and the reports.* operations over them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { batchClosing, claimsReport, listBatches } from '../../main/reports';
import { deskDaysTest } from '../../main/reports/desk-days';
import { calendarDate } from '../../shared/i18n/calendar';
import { reportHandlers } from '../../main/operations/report-ops';
import type { Core } from '../../main/core/core';
import { exactAmount, type ClaimGroup, type ClaimTotals } from '../../shared/domain/reports';
import { parseMoney } from '../../shared/money';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { BATCHES, CLOSING, REPORT } from './report-answers';
import { insertAuthorization, insertBlock, reportClaimInserter, seedClinic } from './report-fixtures';

const NOW = new Date('2026-11-24T05:00:00.000Z');
const now = (): Date => NOW;

const RANGE = { from: '2026-11-20', to: '2026-11-21', timeZone: 'Africa/Nairobi' };

/** Totals as exact text, to compare with the figures worked out by hand. */
const asText = (totals: ClaimTotals) => ({
  count: totals.count,
  claimed: exactAmount(totals.claimed),
  recorded: exactAmount(totals.recorded),
  difference: exactAmount(totals.difference),
  notRead: totals.notRead,
});
const groupsAsText = (groups: readonly ClaimGroup[]) => groups.map((group) => ({ key: group.key, ...asText(group) }));

let store: TempDb;
beforeEach(() => {
  store = openTempDb();
  seedClinic(store.db);
});
afterEach(() => store.close());

describe('a range of days', () => {
  it('sums the claims attended on its days exactly, drafts aside', () => {
    const report = claimsReport({ db: store.db, now }, RANGE);
    // c1 + c2 + c3 + c5 + c7 = 1500.5 + 87.005 + 250.25 + 10.0001 + 0.01; recorded c1 + c2 = 1500.5 + 80.
    expect(asText(report.totals)).toEqual({
      count: 5,
      claimed: '1847.7651',
      recorded: '1580.50',
      difference: '-7.005',
      notRead: 3,
    });
    expect(report.madeAt).toBe('2026-11-24T05:00:00.000Z');
    expect(report.query).toEqual({ ...RANGE, daySheet: false });
  });

  it('breaks the sums down by batch, doctor and benefit', () => {
    const report = claimsReport({ db: store.db, now }, RANGE);
    expect(groupsAsText(report.byBatch)).toEqual([
      { key: 'B-2026-10', count: 1, claimed: '0.01', recorded: '0.00', difference: '0.00', notRead: 1 },
      { key: 'B-2026-11', count: 4, claimed: '1847.7551', recorded: '1580.50', difference: '-7.005', notRead: 2 },
    ]);
    expect(groupsAsText(report.byDoctor)).toEqual([
      { key: 'Dr Amina Njeri', count: 2, claimed: '1750.75', recorded: '1500.50', difference: '0.00', notRead: 1 },
      { key: 'Dr Baraka Mwangi', count: 3, claimed: '97.0151', recorded: '80.00', difference: '-7.005', notRead: 2 },
    ]);
    // c7's authorization is not on this desk: its benefit is not known ('').
    expect(groupsAsText(report.byBenefit)).toEqual([
      { key: '', count: 1, claimed: '0.01', recorded: '0.00', difference: '0.00', notRead: 1 },
      { key: 'DENTAL', count: 2, claimed: '97.0051', recorded: '80.00', difference: '-7.005', notRead: 1 },
      { key: 'OUTPATIENT', count: 2, claimed: '1750.75', recorded: '1500.50', difference: '0.00', notRead: 1 },
    ]);
  });

  it('breaks the sums down by the person who wrote or queued the claims last', () => {
    // c1 and c2 by Amina, c3 by Grace; c5 and c7 were written with no one signed in.
    const by = store.db.prepare('UPDATE claims SET person_id = ?, person_name = ? WHERE id = ?');
    by.run(1, 'Amina', 'c1');
    by.run(1, 'Amina', 'c2');
    by.run(2, 'Grace', 'c3');
    const report = claimsReport({ db: store.db, now }, RANGE);
    expect(groupsAsText(report.byPerson)).toEqual([
      { key: '', count: 2, claimed: '10.0101', recorded: '0.00', difference: '0.00', notRead: 2 },
      { key: 'Amina', count: 2, claimed: '1587.505', recorded: '1580.50', difference: '-7.005', notRead: 0 },
      { key: 'Grace', count: 1, claimed: '250.25', recorded: '0.00', difference: '0.00', notRead: 1 },
    ]);
  });

  it('gives the member’s share of each visit blocked on its days in the desk’s zone, by one definition', () => {
    const nairobi = claimsReport({ db: store.db, now }, RANGE).coPayments;
    // One row per visit, by its latest block (PA-1's first block, replaced, is not counted); the share is the
    // claim's once the visit has one (PA-1: its newest claim, 40.00, is 15.00 above the 25.00 covered; PA-2:
    // covered whole), the block's until then (PA-4: nothing covered, the member pays it all).
    expect(
      nairobi.rows.map((row) => [
        row.authorizationNo,
        row.blockedAt,
        row.basis,
        row.claimNo,
        exactAmount(row.coPayment),
      ]),
    ).toEqual([
      ['PA-1', '2026-11-19T21:30:00.000Z', 'claim', 'CLM-6', '15.00'],
      ['PA-4', '2026-11-20T10:00:00.000Z', 'block', null, '250.00'],
      ['PA-2', '2026-11-21T20:59:59.000Z', 'claim', null, '0.00'],
    ]);
    expect(nairobi.rows[0]).toMatchObject({ benefit: 'OUTPATIENT', claimTotal: parseMoney('40') });
    expect([nairobi.requested, nairobi.covered, nairobi.coPayment].map(exactAmount)).toEqual([
      '1837.51',
      '112.01',
      '265.00',
    ]);
    // Read in UTC, the same days hold other blocks: the 21:30 one is on the 19th.
    const utc = claimsReport({ db: store.db, now }, { ...RANGE, timeZone: 'UTC' }).coPayments;
    expect(utc.rows.map((row) => row.blockedAt)).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-21T20:59:59.000Z']);
    expect(exactAmount(utc.coPayment)).toBe('250.00');
  });

  it('takes the visit’s claim as the claim editor does: a draft while it is the only one, else the newest sent', () => {
    insertAuthorization(store.db, 'PA-9', 'OUTPATIENT', 'Amina');
    insertBlock(store.db, 'PA-9', 10_000_000, 8_000_000, '2026-11-20T09:00:00.000Z');
    const share = () => {
      const row = claimsReport({ db: store.db, now }, RANGE).coPayments.rows.find((r) => r.authorizationNo === 'PA-9');
      return row && [row.basis, exactAmount(row.coPayment)];
    };
    expect(share()).toEqual(['block', '200.00']);
    const insert = reportClaimInserter(store.db);
    const claim = {
      id: 'c9',
      state: 'draft' as const,
      attendanceDate: '2026-11-20',
      batchNo: '',
      authorizationNo: 'PA-9',
      doctor: 'Dr Amina Njeri',
      memberName: 'Amina',
      amountUnits: 9_500_000,
    };
    insert(claim, '2026-11-20T09:10:00.000Z');
    expect(share()).toEqual(['claim', '150.00']);
    // A later draft does not displace the claim queued: that is the visit's claim.
    insert({ ...claim, id: 'c10', state: 'queued', amountUnits: 8_000_000 }, '2026-11-20T09:20:00.000Z');
    insert({ ...claim, id: 'c11', amountUnits: 20_000_000 }, '2026-11-20T09:30:00.000Z');
    expect(share()).toEqual(['claim', '0.00']);
  });

  it('lists the claims still waiting, in doubt or needing attention, and the documents not uploaded', () => {
    const report = claimsReport({ db: store.db, now }, RANGE);
    expect(report.open.map((claim) => [claim.id, claim.kind, claim.state])).toEqual([
      ['c7', 'needs-attention', 'needs-attention'],
      ['c3', 'waiting', 'queued'],
      ['c4', 'waiting', 'draft'],
      ['c5', 'in-doubt', 'needs-attention'],
    ]);
    // c6's document is flagged too, but c6 was attended on the 22nd; c1's was uploaded.
    expect(report.documents).toEqual([
      {
        id: 1,
        claimId: 'c3',
        claimNo: null,
        memberName: 'Otieno, "Baba" Achieng',
        fileName: 'lab, results.pdf',
        state: 'pending',
      },
    ]);
  });

  it('leaves out claims handed to another desk: they are that desk’s', () => {
    const before = claimsReport({ db: store.db, now }, RANGE);
    store.db.prepare("UPDATE claims SET handed_over_at = '2026-11-22T08:00:00.000Z'").run();
    const after = claimsReport({ db: store.db, now }, RANGE);
    expect(before.totals.count).toBeGreaterThan(0);
    expect(before.open.length + before.documents.length).toBeGreaterThan(0);
    expect(asText(after.totals)).toMatchObject({ count: 0, claimed: '0.00' });
    expect([after.open, after.documents]).toEqual([[], []]);
    expect(listBatches({ db: store.db })).toEqual([]);
  });

  it('is empty on days without claims', () => {
    const report = claimsReport({ db: store.db, now }, { ...RANGE, from: '2026-12-01', to: '2026-12-31' });
    expect(asText(report.totals)).toEqual({
      count: 0,
      claimed: '0.00',
      recorded: '0.00',
      difference: '0.00',
      notRead: 0,
    });
    expect([report.byBatch, report.open, report.documents, report.coPayments.rows]).toEqual([[], [], [], []]);
  });
});

it('reads an instant on the desk’s days as the zone does, from UTC−12 to UTC+14, every quarter hour', () => {
  for (const zone of ['Etc/GMT+12', 'Pacific/Pago_Pago', 'UTC', 'Africa/Nairobi', 'Pacific/Kiritimati']) {
    for (const [from, to] of [
      ['2026-11-20', '2026-11-20'],
      ['2026-11-20', '2026-11-22'],
    ] as const) {
      const onDays = deskDaysTest(from, to, zone);
      for (let at = Date.parse('2026-11-18T00:00:00Z'); at < Date.parse('2026-11-25T00:00:00Z'); at += 15 * 60_000) {
        const day = calendarDate(new Date(at), zone);
        expect(onDays(new Date(at).toISOString()), `${zone} ${new Date(at).toISOString()}`).toBe(
          day >= from && day <= to,
        );
      }
    }
  }
});

describe('a claim waiting on its referral letter', () => {
  it('is open as waiting on its letter, counted in the totals and its batch, and said so in its closing', () => {
    const insert = reportClaimInserter(store.db);
    const held = {
      doctor: 'Dr Baraka Mwangi',
      memberName: 'Wanjiru\nKamau',
      authorizationNo: 'PA-2',
      attendanceDate: '2026-11-21',
      batchNo: 'B-2026-11',
      amountUnits: 5_000_000,
      waitingOnDocument: true,
    };
    insert({ ...held, id: 'c8', state: 'queued' }, '2026-11-21T08:00:00.000Z');
    // A flag left on a claim taken back to a draft holds nothing: only a queued claim waits (ClaimView too).
    insert({ ...held, id: 'c9', state: 'draft', batchNo: '' }, '2026-11-21T08:01:00.000Z');

    const report = claimsReport({ db: store.db, now }, RANGE);
    expect(report.open.map((claim) => [claim.id, claim.kind, claim.state])).toEqual([
      ['c7', 'needs-attention', 'needs-attention'],
      ['c3', 'waiting', 'queued'],
      ['c4', 'waiting', 'draft'],
      ['c5', 'in-doubt', 'needs-attention'],
      ['c8', 'waiting-on-document', 'queued'],
      ['c9', 'waiting', 'draft'],
    ]);
    expect(report.totals).toMatchObject({ count: 6, waitingOnDocument: 1 });
    expect(report.byBatch.map((group) => [group.key, group.waitingOnDocument])).toEqual([
      ['B-2026-10', 0],
      ['B-2026-11', 1],
    ]);
    expect(report.byBenefit.find((group) => group.key === 'DENTAL')?.waitingOnDocument).toBe(1);

    const closing = batchClosing({ db: store.db, now }, 'B-2026-11');
    expect(closing?.claims.filter((claim) => claim.waitingOnDocument).map((claim) => claim.id)).toEqual(['c8']);
    expect(closing?.totals.waitingOnDocument).toBe(1);
  });
});

describe('a batch’s closing view', () => {
  it('lists every claim of the batch with its state, insurer status, amounts and missing documents', () => {
    const closing = batchClosing({ db: store.db, now }, 'B-2026-11');
    expect(
      closing?.claims.map((claim) => [claim.id, claim.state, claim.insurerStatus, claim.missingDocuments]),
    ).toEqual([
      ['c1', 'submitted', 'Received', []],
      ['c2', 'submitted', 'Rejected', []],
      ['c3', 'queued', null, ['lab, results.pdf']],
      ['c5', 'needs-attention', null, []],
      ['c6', 'submitted', 'Received', ['scan.png']],
    ]);
    expect(closing?.claims.find((claim) => claim.id === 'c2')).toMatchObject({ missingFromListing: true });
    expect(closing?.claims.find((claim) => claim.id === 'c5')).toMatchObject({ outcomeUnknown: true, recorded: null });
    // 1847.7551 + 40 claimed; 1580.5 + 40 recorded.
    expect(closing && asText(closing.totals)).toEqual({
      count: 5,
      claimed: '1887.7551',
      recorded: '1620.50',
      difference: '-7.005',
      notRead: 2,
    });
    expect(closing?.missingDocuments).toBe(2);
  });

  it('lists the batches, newest first, and knows none of a batch no claim holds', () => {
    expect(listBatches({ db: store.db })).toEqual([
      { batchNo: 'B-2026-11', count: 5, firstDate: '2026-11-20', lastDate: '2026-11-22' },
      { batchNo: 'B-2026-10', count: 1, firstDate: '2026-11-20', lastDate: '2026-11-20' },
    ]);
    expect(batchClosing({ db: store.db, now }, 'B-1999-01')).toBeUndefined();
  });
});

it('answers exactly what the screen’s tests are given', () => {
  expect(claimsReport({ db: store.db, now }, RANGE)).toEqual(REPORT);
  expect(listBatches({ db: store.db })).toEqual(BATCHES);
  expect(batchClosing({ db: store.db, now }, 'B-2026-11')).toEqual(CLOSING);
});

describe('the reports.* operations', () => {
  const core = (): Core => ({ store: () => ({ db: store.db, now }) }) as unknown as Core;

  it('answer the reports, and not-found for a batch no claim holds', async () => {
    const report = await reportHandlers['reports.claims'](RANGE, core());
    expect(report.ok && report.value.totals.count).toBe(5);
    const missing = await reportHandlers['reports.batch']({ batchNo: 'B-1999-01' }, core());
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    if (!missing.ok) expect(missing.error.message).toContain('B-1999-01');
  });
});
