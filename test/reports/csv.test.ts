/**
 * The reports' CSV read back by a real CSV parser (csv-parse): RFC 4180 records ending in CRLF, a UTF-8 byte
 * order mark first, quotes doubled and fields with commas, quotes or line breaks quoted, amounts as exact
 * decimal text and instants in UTC with their Z.
 */
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { batchClosing, claimsReport } from '../../main/reports';
import {
  batchTable,
  coPaymentsTable,
  documentsTable,
  openTable,
  summaryTable,
  tableCsv,
  type ReportWords,
} from '../../renderer/screens/reports/report-tables';
import { csvText, spreadsheetText } from '../../renderer/screens/reports/csv';
import { catalogues } from '../../shared/i18n/catalogues';
import { createI18n } from '../../shared/i18n/setup';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { reportClaimInserter, seedClinic } from './report-fixtures';

const now = (): Date => new Date('2026-11-24T05:00:00.000Z');
const RANGE = { from: '2026-11-20', to: '2026-11-21', timeZone: 'Africa/Nairobi' };
const words = (language: 'en' | 'fr' = 'en'): ReportWords =>
  createI18n(language, { resources: catalogues }).getFixedT(language, [
    'reports',
    'outbox',
    'common',
  ]) as unknown as ReportWords;

/** The file as bytes (UTF-8, as the Blob the page downloads encodes it), parsed back. */
function readBack(text: string): { bytes: Buffer; records: string[][] } {
  const bytes = Buffer.from(text, 'utf8');
  const records: string[][] = parse(bytes, { bom: true, relax_column_count: false });
  return { bytes, records };
}

let store: TempDb;
beforeEach(() => {
  store = openTempDb();
  seedClinic(store.db);
});
afterEach(() => store.close());

it('writes RFC 4180: a BOM, CRLF after every record, and quoting only where needed', () => {
  const text = csvText([
    ['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r'],
    ['', 'x', 'y', 'z', 'w'],
  ]);
  expect(text).toBe('\uFEFFplain,"a,b","say ""hi""","two\nlines","cr\r"\r\n,x,y,z,w\r\n');
  const { bytes, records } = readBack(text);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(records).toEqual([
    ['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r'],
    ['', 'x', 'y', 'z', 'w'],
  ]);
});

it('exports the sums with exact amounts, every record ending in CRLF', () => {
  const text = tableCsv(summaryTable(claimsReport({ db: store.db, now: now }, RANGE), words()));
  const { bytes, records } = readBack(text);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break outside quotes is CRLF: no bare LF between records.
  expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/)).toBeNull();
  expect(records[0]).toEqual([
    'Grouping',
    'Group',
    'Claims',
    'Claimed',
    'Recorded by the insurer',
    'Difference',
    'Not yet read',
    'Waiting on a referral letter',
    'Benefit code',
  ]);
  // A benefit by the name the desk saw it under (OUTPATIENT), or its code when never seen named (DENTAL); the code last.
  expect(records.slice(1)).toEqual([
    ['All claims', '', '5', '1847.7651', '1580.50', '-7.005', '3', '0', ''],
    ['Batch', 'B-2026-10', '1', '0.01', '0.00', '0.00', '1', '0', ''],
    ['Batch', 'B-2026-11', '4', '1847.7551', '1580.50', '-7.005', '2', '0', ''],
    ['Doctor', 'Dr Amina Njeri', '2', '1750.75', '1500.50', '0.00', '1', '0', ''],
    ['Doctor', 'Dr Baraka Mwangi', '3', '97.0151', '80.00', '-7.005', '2', '0', ''],
    ['Benefit', '(none)', '1', '0.01', '0.00', '0.00', '1', '0', ''],
    ['Benefit', 'DENTAL', '2', '97.0051', '80.00', '-7.005', '1', '0', 'DENTAL'],
    ['Benefit', 'Outpatient', '2', '1750.75', '1500.50', '0.00', '1', '0', 'OUTPATIENT'],
    ['Person', '(none)', '5', '1847.7651', '1580.50', '-7.005', '3', '0', ''],
  ]);
});

it('exports co-payments with instants in UTC and names with commas, quotes and line breaks intact', () => {
  const { records } = readBack(tableCsv(coPaymentsTable(claimsReport({ db: store.db, now: now }, RANGE), words())));
  expect(records).toEqual([
    [
      'Blocked at (UTC)',
      'Authorization',
      'Member',
      'Benefit',
      'Requested',
      'Covered',
      'Claim total',
      'Member pays',
      'Figured from',
      'Benefit code',
    ],
    [
      '2026-11-19T21:30:00.000Z',
      'PA-1',
      'Otieno, "Baba" Achieng',
      'Outpatient',
      '1500.50',
      '25.00',
      '40.00',
      '15.00',
      'the claim (CLM-6)',
      'OUTPATIENT',
    ],
    [
      '2026-11-20T10:00:00.000Z',
      'PA-4',
      'Grace Mutua',
      'Optical',
      '250.00',
      '0.00',
      '',
      '250.00',
      'the block (no claim yet)',
      'OPTICAL',
    ],
    [
      '2026-11-21T20:59:59.000Z',
      'PA-2',
      'Wanjiru\nKamau',
      'DENTAL',
      '87.01',
      '87.01',
      '10.0001',
      '0.00',
      'the claim (not sent yet)',
      'DENTAL',
    ],
    ['Total', '', '', '', '1837.51', '112.01', '', '265.00', '', ''],
  ]);
});

it('exports the open claims, the documents and a batch’s closing, in the desk’s language', () => {
  const report = claimsReport({ db: store.db, now: now }, RANGE);
  const open = readBack(tableCsv(openTable(report, words()))).records;
  expect(open.slice(1).map((record) => record.slice(0, 2))).toEqual([
    ['Needs attention', 'Needs attention'],
    ['Waiting to be sent', 'Waiting to send'],
    ['Waiting to be sent', 'Draft'],
    ['In doubt', 'Needs attention'],
  ]);
  expect(readBack(tableCsv(documentsTable(report, words()))).records[1]).toEqual([
    'lab, results.pdf',
    'c3',
    'Otieno, "Baba" Achieng',
    'Waiting to upload',
  ]);
  const closing = batchClosing({ db: store.db, now: now }, 'B-2026-11');
  if (!closing) throw new Error('the batch has claims');
  const table = batchTable(closing, words('fr'));
  const batch = readBack(tableCsv(table)).records;
  expect(batch[0]?.[0]).toBe('Numéro de demande');
  // The insurer's status is worded on screen, and kept as the insurer wrote it in the CSV.
  expect(table.rows.map((row) => row[4])).toContainEqual({
    kind: 'service',
    text: 'Rejetée — n’apparaît plus dans la liste du lot',
    exact: 'Rejected — n’apparaît plus dans la liste du lot',
  });
  expect(table.rows.map((row) => row[4])).toContainEqual({ kind: 'service', text: 'Reçue', exact: 'Received' });
  expect(batch.map((record) => record[4])).toContain('Received');
  expect(batch[2]).toEqual([
    'CLM-2',
    'Wanjiru\nKamau',
    '2026-11-20',
    'Envoyée',
    'Rejected — n’apparaît plus dans la liste du lot',
    '87.005',
    '80.00',
    '-7.005',
    '',
  ]);
  expect(batch.at(-1)).toEqual(['Total', '', '', '', '', '1887.7551', '1620.50', '-7.005', '2']);
});

it('exports a claim waiting on its referral letter as such: why it is open, its count, its state in the batch', () => {
  reportClaimInserter(store.db)(
    {
      id: 'c8',
      state: 'queued',
      waitingOnDocument: true,
      attendanceDate: '2026-11-21',
      batchNo: 'B-2026-11',
      authorizationNo: 'PA-2',
      doctor: 'Dr Baraka Mwangi',
      memberName: 'Wanjiru\nKamau',
      amountUnits: 5_000_000,
    },
    '2026-11-21T08:00:00.000Z',
  );
  const report = claimsReport({ db: store.db, now: now }, RANGE);
  const open = readBack(tableCsv(openTable(report, words()))).records;
  expect(open.slice(1).map((record) => record.slice(0, 2))).toContainEqual([
    'Waiting on its referral letter',
    'Waiting to send',
  ]);
  const sums = readBack(tableCsv(summaryTable(report, words()))).records;
  expect(sums[1]).toEqual(['All claims', '', '6', '2347.7651', '1580.50', '-7.005', '4', '1', '']);
  expect(sums.find((record) => record[1] === 'B-2026-11')?.at(-2)).toBe('1');
  const closing = batchClosing({ db: store.db, now: now }, 'B-2026-11');
  if (!closing) throw new Error('the batch has claims');
  const batch = readBack(tableCsv(batchTable(closing, words('fr')))).records;
  expect(batch.find((record) => record[0] === 'c8')?.[3]).toBe(
    'En attente d’envoi (en attente de sa lettre d’orientation)',
  );
  expect(batch.find((record) => record[0] === 'c3')?.[3]).toBe('En attente d’envoi');
});

it('writes a text cell a spreadsheet would run as a formula with a leading apostrophe, and amounts as numbers', () => {
  const formulas = ['=HYPERLINK("http://x.test","Pay")', '+254700000000', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
  const insert = reportClaimInserter(store.db);
  formulas.forEach((name, index) =>
    insert(
      {
        id: `f${index}`,
        state: 'needs-attention',
        attendanceDate: '2026-11-21',
        batchNo: 'B-2026-11',
        authorizationNo: 'PA-2',
        doctor: name,
        memberName: name,
        amountUnits: 10_000,
      },
      `2026-11-21T08:00:0${index}.000Z`,
    ),
  );
  const report = claimsReport({ db: store.db, now: now }, RANGE);
  const open = readBack(tableCsv(openTable(report, words()))).records;
  const members = open.filter((record) => record.some((cell) => cell.startsWith("'"))).map((record) => record[3]);
  expect(members).toEqual(formulas.map((name) => `'${name}`));
  const doctors = readBack(tableCsv(summaryTable(report, words()))).records.filter((record) => record[0] === 'Doctor');
  for (const name of formulas) expect(doctors.map((record) => record[1])).toContain(`'${name}`);
  // A difference below zero is still a number a spreadsheet sums: the report made it, no person typed it.
  expect(doctors.find((record) => record[1] === 'Dr Baraka Mwangi')?.[5]).toBe('-7.005');
  // Names that only contain such characters further on are left alone.
  expect(csvText([[spreadsheetText('Wanjiru-Kamau'), spreadsheetText('a=b')]])).toBe('\uFEFFWanjiru-Kamau,a=b\r\n');
});
