// @vitest-environment jsdom
/**
 * The Reports screen, with the reports of the clinic test/reports/reports.test.ts sums (report-answers.ts):
 * the sums in the language's style, the tabs by keyboard, a range asked in the desk's zone, the first rows
 * only on screen, the batch closing view, the CSV handed to the browser, the printout holding the table, and
 * the report shown coming back after a reload.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ReportsScreen, SHOWN_ROWS } from '../../renderer/screens/reports/ReportsScreen';
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import type { BatchClosing, OpenClaim } from '../../shared/domain/reports';
import type { Money } from '../../shared/money';
import { answer, emit, inputsOf } from '../renderer/fake-api';
import { syncStatus } from '../support/sync-status';
import { BATCHES, CLOSING, REPORT } from './report-answers';
import { deskClock, deskDay } from '../renderer/desk-day';

vi.mock('../../renderer/api', () => import('../renderer/fake-api'));

beforeEach(() => {
  answer({
    'reports.claims': ({ from, to, daySheet }) => ({
      ok: true,
      value: { ...REPORT, query: { ...REPORT.query, from, to, daySheet: daySheet === true } },
    }),
    'reports.batches': () => ({ ok: true, value: BATCHES }),
    'reports.batch': ({ batchNo }) =>
      batchNo === CLOSING.batchNo
        ? { ok: true, value: CLOSING }
        : { ok: false, error: { code: 'not-found', message: 'none' } },
    'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function showRange(from: string, to: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByText(/days 20 Nov 2026 to 21 Nov 2026/);
}

/** The bytes of a Blob, through FileReader (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

const rowText = (table: HTMLElement, first: string): string | null | undefined =>
  within(table).getByText(first).closest('tr')?.textContent;

/** Batch closing › B-2026-11, picked as staff pick it; answers its table. */
async function openBatchClosing(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('tab', { name: 'Batch closing' }));
  const pick = await screen.findByRole('combobox', { name: 'Batch' });
  await within(pick).findByRole('option', { name: /B-2026-11 · 5 claims/ });
  fireEvent.change(pick, { target: { value: 'B-2026-11' } });
  return screen.findByRole('table', { name: 'Batch B-2026-11: closing' });
}

/** The report by its tab, as staff pick it. */
const pickTab = (name: string): boolean => fireEvent.click(screen.getByRole('tab', { name }));

it('opens on the day sheet: each visit of the days, where it stands and the next step, the card masked', async () => {
  answer({
    'reports.claims': ({ from, to, daySheet }) => ({
      ok: true,
      value: {
        ...REPORT,
        query: { ...REPORT.query, from, to, daySheet: daySheet === true },
        visits: [
          {
            at: '2026-11-20T05:00:00.000Z',
            memberName: 'Achieng Otieno',
            card: '••••0017',
            benefit: 'OUTPATIENT',
            authorizationNo: null,
            state: 'waiting-for-code',
            claimNo: null,
          },
          {
            at: '2026-11-20T06:00:00.000Z',
            memberName: 'Baraka Mwangi',
            card: '••••0025',
            benefit: 'DENTAL',
            authorizationNo: 'PA-2',
            state: 'blocked',
            claimNo: null,
          },
          {
            at: '2026-11-20T07:00:00.000Z',
            memberName: 'Neema',
            card: '••••0033',
            benefit: 'OUTPATIENT',
            authorizationNo: 'PA-3',
            state: 'sent',
            claimNo: 'CLM-3',
          },
        ],
      },
    }),
  });
  render(<ReportsScreen />);
  expect(screen.getByRole('tab', { name: 'Day sheet' }).getAttribute('aria-selected')).toBe('true');
  await showRange('2026-11-20', '2026-11-21');
  const table = screen.getByRole('table', { name: 'Day sheet: each visit of these days and where it stands' });
  // The instant in the desk's zone, whatever the machine's (the time element holds it exactly); the benefit by its name.
  const row = (name: string) => within(table).getByText(name).closest('tr');
  expect(row('Achieng Otieno')?.querySelector('time')?.dateTime).toBe('2026-11-20T05:00:00.000Z');
  expect(rowText(table, 'Achieng Otieno')).toMatch(
    /UTC[^A-Z]*Achieng Otieno••••0017OutpatientWaiting for the codeAsk the member for the code sent by SMS \(Visit\)\.$/,
  );
  expect(rowText(table, 'Baraka Mwangi')).toContain('Amount blocked, no claim yetWrite the claim (Claim).');
  expect(rowText(table, 'Neema')).toMatch(
    /Neema••••0033OutpatientPA-3SentNothing: the Outbox follows the insurer’s answer\.CLM-3$/,
  );
});

it('shows a range’s sums, asked in the desk’s zone, with exact amounts in the language’s style', async () => {
  render(<ReportsScreen />);
  expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
  pickTab('Claims and sums');
  await showRange('2026-11-20', '2026-11-21');
  expect(inputsOf('reports.claims').at(-1)).toEqual({
    from: '2026-11-20',
    to: '2026-11-21',
    timeZone: DESK_TIME_ZONE,
    daySheet: false,
  });
  const table = screen.getByRole('table', { name: 'Claims and sums' });
  expect(rowText(table, 'All claims')).toBe('All claims51,847.76511,580.50-7.00530');
  expect(rowText(table, 'Dr Baraka Mwangi')).toBe('DoctorDr Baraka Mwangi397.015180.00-7.00520');
  expect(within(table).getByRole('columnheader', { name: 'Waiting on a referral letter' })).toBeTruthy();
});

it('names a benefit as the desk saw it named, its code in the tooltip (and only in the CSV as a column)', async () => {
  render(<ReportsScreen />);
  pickTab('Claims and sums');
  await showRange('2026-11-20', '2026-11-21');
  const table = screen.getByRole('table', { name: 'Claims and sums' });
  const outpatient = within(table).getByText('Outpatient');
  expect(outpatient.title).toBe('OUTPATIENT');
  expect(within(table).queryByText('OUTPATIENT')).toBeNull();
  // A code the desk never saw named is shown as it is.
  expect(within(table).getByText('DENTAL').title).toBe('');
  expect(within(table).queryByRole('columnheader', { name: 'Benefit code' })).toBeNull();
  expect(rowText(table, 'Outpatient')).toBe('BenefitOutpatient21,750.751,500.500.0010');
});

it('moves between reports with the arrow keys, and shows co-payments and open claims', async () => {
  render(<ReportsScreen />);
  pickTab('Claims and sums');
  await showRange('2026-11-20', '2026-11-21');
  const summary = screen.getByRole('tab', { name: 'Claims and sums' });
  fireEvent.keyDown(summary, { key: 'ArrowRight' });
  const coPayments = screen.getByRole('tab', { name: 'Co-payments' });
  expect(coPayments.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(coPayments);
  const table = screen.getByRole('table', { name: 'Co-payments: what members pay at the desk' });
  expect(within(table).getByText('Total').closest('tr')?.textContent).toBe('Total1,837.51112.01265.00');
  fireEvent.keyDown(coPayments, { key: 'ArrowRight' });
  const open = screen.getByRole('table', { name: /still waiting, in doubt or needing attention/ });
  expect(within(open).getAllByRole('row')).toHaveLength(5);
  // The range was kept: the open claims are the same days' (the report was not asked again). Asked three times in
  // all: at the start on the day sheet (with it), on "Claims and sums" (without), and for the range shown.
  expect(inputsOf('reports.claims').map((query) => query.daySheet)).toEqual([true, false, false]);
});

it('shows the first rows of a large report and says the rest are in the CSV and the printout', async () => {
  const many: OpenClaim[] = Array.from({ length: SHOWN_ROWS + 50 }, (_, index) => ({
    id: `c${index}`,
    kind: 'waiting',
    state: 'queued',
    claimNo: null,
    memberName: `Member ${index}`,
    attendanceDate: '2026-11-20',
    batchNo: 'B-2026-11',
    amount: 10_000n as Money,
  }));
  answer({
    'reports.claims': () => ({ ok: true, value: { ...REPORT, open: many } }),
  });
  render(<ReportsScreen />);
  fireEvent.click(screen.getByRole('tab', { name: 'Still open' }));
  const table = await screen.findByRole('table', { name: /still waiting/ });
  expect(within(table).getAllByRole('row')).toHaveLength(SHOWN_ROWS + 1);
  expect(screen.getByText('50 more rows are in the CSV and the printout.')).toBeTruthy();
});

it('downloads the CSV of the report shown, with its BOM and CRLF records', async () => {
  let saved: Blob | undefined;
  let name = '';
  URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:report'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  render(<ReportsScreen />);
  pickTab('Claims and sums');
  await showRange('2026-11-20', '2026-11-21');
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(name).toBe('claimdesk-claims-2026-11-20_2026-11-21.csv');
  expect(screen.getByRole('status').textContent).toContain(name);
  if (!saved) throw new Error('no file was handed to the browser');
  const bytes = await bytesOf(saved);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.subarray(3));
  expect(text.split('\r\n')[1]).toBe('All claims,,5,1847.7651,1580.50,-7.005,3,0,');
});

it('prints the whole table on its own, and shows a batch’s closing view', async () => {
  let printed = '';
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    printed = document.querySelector('.print-root')?.textContent ?? '';
  });
  render(<ReportsScreen />);
  const table = await openBatchClosing();
  expect(rowText(table, 'CLM-2')).toBe(
    'CLM-2Wanjiru\nKamau20 Nov 2026SentRejected — no longer in the batch listing87.00580.00-7.005',
  );
  expect(within(table).getByText('Total').closest('tr')?.textContent).toBe('Total1,887.75511,620.50-7.0052');
  fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(printed).toContain('Batch B-2026-11: closing');
  expect(printed).toContain('lab, results.pdf');
  expect(document.querySelector('.print-root')).toBeNull();
});

it('comes back after a reload to the report shown: its tab, its range, its batch', async () => {
  render(<ReportsScreen />);
  await showRange('2026-11-20', '2026-11-21');
  fireEvent.click(screen.getByRole('tab', { name: 'Co-payments' }));
  cleanup();
  render(<ReportsScreen />);
  expect(screen.getByRole('tab', { name: 'Co-payments' }).getAttribute('aria-selected')).toBe('true');
  await screen.findByText(/days 20 Nov 2026 to 21 Nov 2026/);
  expect(inputsOf('reports.claims').at(-1)).toMatchObject({ from: '2026-11-20', to: '2026-11-21' });

  await openBatchClosing();
  cleanup();
  render(<ReportsScreen />);
  expect(await screen.findByRole('table', { name: 'Batch B-2026-11: closing' })).toBeTruthy();
});

it('asks for the insurer’s statuses of a batch opened, and shows what that read found', async () => {
  let closing = CLOSING;
  answer({
    'reports.batches': () => ({ ok: true, value: BATCHES }),
    'reports.batch': () => ({ ok: true, value: closing }),
    'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
  });
  render(<ReportsScreen />);
  const table = await openBatchClosing();
  expect(inputsOf('followUp.readBatch')).toEqual([{ batchNo: 'B-2026-11' }]);
  expect(rowText(table, 'CLM-2')).toContain('Rejected');

  // The engine's run read the batch: the insurer now says it paid CLM-2.
  const paid: BatchClosing = {
    ...CLOSING,
    claims: CLOSING.claims.map((c) => (c.claimNo === 'CLM-2' ? { ...c, insurerStatus: 'Paid' } : c)),
  };
  closing = paid;
  // Not while the run goes on; once it has ended.
  act(() => emit('sync.statusChanged', syncStatus({ phase: 'syncing', progress: { done: 1, total: 2 } })));
  expect(inputsOf('reports.batch')).toHaveLength(1);
  act(() => emit('sync.statusChanged', syncStatus({ phase: 'idle' })));
  await waitFor(() =>
    expect(rowText(screen.getByRole('table', { name: 'Batch B-2026-11: closing' }), 'CLM-2')).toContain('Paid'),
  );
});

it('keeps “saved” while the same report is made again, and drops it for another report', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  let madeAt = CLOSING.madeAt;
  answer({
    'reports.batches': () => ({ ok: true, value: BATCHES }),
    'reports.batch': () => ({ ok: true, value: { ...CLOSING, madeAt } }),
    'reports.claims': () => ({ ok: true, value: REPORT }),
    'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
  });
  render(<ReportsScreen />);
  await openBatchClosing();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(screen.getByRole('status').textContent).toContain('claimdesk-batch-B-2026-11.csv');

  // A sync run ends: the closing view is read and made again, for the same batch.
  madeAt = '2026-11-24T06:00:00.000Z';
  act(() => emit('sync.statusChanged', syncStatus({ phase: 'idle' })));
  await screen.findByText(new RegExp(`^Made ${deskDay(madeAt)} Nov 2026, ${deskClock(madeAt)}`));
  expect(screen.getByRole('status').textContent).toContain('claimdesk-batch-B-2026-11.csv');

  fireEvent.click(screen.getByRole('tab', { name: 'Claims and sums' }));
  await screen.findByRole('table', { name: 'Claims and sums' });
  expect(screen.queryByRole('status')).toBeNull();
});
