/**
 * The reports of the clinic report-fixtures.ts seeds, as the core answers them (days 20–21 Nov 2026 read in
 * Nairobi; batch B-2026-11), for the screen's tests, which cannot open a store. reports.test.ts checks that
 * the use-cases answer exactly these.
 */
import type { BatchClosing, BatchSummary, ClaimsReport, ClaimTotals } from '../../shared/domain/reports';
import { parseMoney } from '../../shared/money';

const m = parseMoney;
const totals = (
  count: number,
  claimed: string,
  recorded: string,
  difference: string,
  notRead: number,
  waitingOnDocument = 0,
): ClaimTotals => ({
  count,
  claimed: m(claimed),
  recorded: m(recorded),
  difference: m(difference),
  notRead,
  waitingOnDocument,
});
const ACHIENG = 'Otieno, "Baba" Achieng';
const WANJIRU = 'Wanjiru\nKamau';

export const REPORT: ClaimsReport = {
  query: { from: '2026-11-20', to: '2026-11-21', timeZone: 'Africa/Nairobi', daySheet: false },
  madeAt: '2026-11-24T05:00:00.000Z',
  totals: totals(5, '1847.7651', '1580.5', '-7.005', 3),
  byBatch: [
    { key: 'B-2026-10', ...totals(1, '0.01', '0', '0', 1) },
    { key: 'B-2026-11', ...totals(4, '1847.7551', '1580.5', '-7.005', 2) },
  ],
  byDoctor: [
    { key: 'Dr Amina Njeri', ...totals(2, '1750.75', '1500.5', '0', 1) },
    { key: 'Dr Baraka Mwangi', ...totals(3, '97.0151', '80', '-7.005', 2) },
  ],
  byBenefit: [
    { key: '', ...totals(1, '0.01', '0', '0', 1) },
    { key: 'DENTAL', ...totals(2, '97.0051', '80', '-7.005', 1) },
    { key: 'OUTPATIENT', ...totals(2, '1750.75', '1500.5', '0', 1) },
  ],
  // No one was signed in (a desk before people, or with no PIN): one group, with no name.
  byPerson: [{ key: '', ...totals(5, '1847.7651', '1580.5', '-7.005', 3) }],
  coPayments: {
    rows: [
      {
        authorizationNo: 'PA-1',
        memberName: ACHIENG,
        benefit: 'OUTPATIENT',
        blockedAt: '2026-11-19T21:30:00.000Z',
        requested: m('1500.5'),
        covered: m('25'),
        claimTotal: m('40'),
        claimNo: 'CLM-6',
        basis: 'claim',
        coPayment: m('15'),
      },
      {
        authorizationNo: 'PA-4',
        memberName: 'Grace Mutua',
        benefit: 'OPTICAL',
        blockedAt: '2026-11-20T10:00:00.000Z',
        requested: m('250'),
        covered: m('0'),
        claimTotal: null,
        claimNo: null,
        basis: 'block',
        coPayment: m('250'),
      },
      {
        authorizationNo: 'PA-2',
        memberName: WANJIRU,
        benefit: 'DENTAL',
        blockedAt: '2026-11-21T20:59:59.000Z',
        requested: m('87.01'),
        covered: m('87.01'),
        claimTotal: m('10.0001'),
        claimNo: null,
        basis: 'claim',
        coPayment: m('0'),
      },
    ],
    requested: m('1837.51'),
    covered: m('112.01'),
    coPayment: m('265'),
  },
  benefitNames: { OUTPATIENT: 'Outpatient', OPTICAL: 'Optical' },
  open: [
    {
      id: 'c7',
      kind: 'needs-attention',
      state: 'needs-attention',
      claimNo: null,
      memberName: WANJIRU,
      attendanceDate: '2026-11-20',
      batchNo: 'B-2026-10',
      amount: m('0.01'),
    },
    {
      id: 'c3',
      kind: 'waiting',
      state: 'queued',
      claimNo: null,
      memberName: ACHIENG,
      attendanceDate: '2026-11-21',
      batchNo: 'B-2026-11',
      amount: m('250.25'),
    },
    {
      id: 'c4',
      kind: 'waiting',
      state: 'draft',
      claimNo: null,
      memberName: ACHIENG,
      attendanceDate: '2026-11-21',
      batchNo: '',
      amount: m('100'),
    },
    {
      id: 'c5',
      kind: 'in-doubt',
      state: 'needs-attention',
      claimNo: null,
      memberName: WANJIRU,
      attendanceDate: '2026-11-21',
      batchNo: 'B-2026-11',
      amount: m('10.0001'),
    },
  ],
  documents: [
    { id: 1, claimId: 'c3', claimNo: null, memberName: ACHIENG, fileName: 'lab, results.pdf', state: 'pending' },
  ],
  // The seeded clinic's visits were all before these days (report-fixtures.ts); day-sheet.test.ts has its own.
  visits: [],
};

export const BATCHES: BatchSummary[] = [
  { batchNo: 'B-2026-11', count: 5, firstDate: '2026-11-20', lastDate: '2026-11-22' },
  { batchNo: 'B-2026-10', count: 1, firstDate: '2026-11-20', lastDate: '2026-11-20' },
];

const claim = {
  outcomeUnknown: false,
  waitingOnDocument: false,
  insurerStatus: null,
  missingFromListing: false,
  recorded: null,
  missingDocuments: [],
};

export const CLOSING: BatchClosing = {
  batchNo: 'B-2026-11',
  madeAt: '2026-11-24T05:00:00.000Z',
  claims: [
    {
      ...claim,
      id: 'c1',
      claimNo: 'CLM-1',
      memberName: ACHIENG,
      attendanceDate: '2026-11-20',
      state: 'submitted',
      insurerStatus: 'Received',
      amount: m('1500.5'),
      recorded: m('1500.5'),
    },
    {
      ...claim,
      id: 'c2',
      claimNo: 'CLM-2',
      memberName: WANJIRU,
      attendanceDate: '2026-11-20',
      state: 'submitted',
      insurerStatus: 'Rejected',
      missingFromListing: true,
      amount: m('87.005'),
      recorded: m('80'),
    },
    {
      ...claim,
      id: 'c3',
      claimNo: null,
      memberName: ACHIENG,
      attendanceDate: '2026-11-21',
      state: 'queued',
      amount: m('250.25'),
      missingDocuments: ['lab, results.pdf'],
    },
    {
      ...claim,
      id: 'c5',
      claimNo: null,
      memberName: WANJIRU,
      attendanceDate: '2026-11-21',
      state: 'needs-attention',
      outcomeUnknown: true,
      amount: m('10.0001'),
    },
    {
      ...claim,
      id: 'c6',
      claimNo: 'CLM-6',
      memberName: ACHIENG,
      attendanceDate: '2026-11-22',
      state: 'submitted',
      insurerStatus: 'Received',
      amount: m('40'),
      recorded: m('40'),
      missingDocuments: ['scan.png'],
    },
  ],
  totals: totals(5, '1887.7551', '1620.5', '-7.005', 2),
  missingDocuments: 2,
};
