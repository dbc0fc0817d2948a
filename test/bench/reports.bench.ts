/**
 * The clinic's reports at month-end size: 10,000 claims attended over November 2026 in one batch (20
 * doctors, 4 benefits, most sent and read back by the insurer, some waiting, in doubt or needing attention),
 * 3,000 blocks and 1,000 documents not uploaded, on a real encrypted store file. Measured: the range report
 * (claimsReport, the month), the batch closing view (batchClosing, 10,000 claims), and what the page does
 * with them: the host's output check and JSON, the table the page builds (with the desk's words) and the
 * CSV of every row. Target: the month's report within TARGET_RATIO × a bare read of the month's claim rows,
 * the two timed in turn, medians (on a shared 2-core machine the tail measures the neighbours; p95 and max are printed beside it). The screen
 * shows at most 200 rows (ReportsScreen SHOWN_ROWS), so its render does not grow with the report; it is not
 * measured here (the page's catalogue loader needs Vite).
 */
import { batchClosing, claimsReport } from '../../main/reports';
import { writeTransaction } from '../../main/store/database';
import { batchTable, summaryTable, tableCsv, type ReportWords } from '../../renderer/screens/reports/report-tables';
import { catalogues } from '../../shared/i18n/catalogues';
import { createI18n } from '../../shared/i18n/setup';
import { insertAuthorization, insertBlock, insertDocument, reportClaimInserter } from '../reports/report-fixtures';
import { openTempDb } from '../support/claims-fixtures';
import { encodeJson } from '../../shared/ops/codec';
import { operations } from '../../shared/ops/operations';
import { againstFloor, type BenchLine } from './bench-line';
import { collectGarbage, ms, percentile } from './stats';

const CLAIMS = 10_000;
const BLOCKS = 3_000;
const RUNS = 30;
/** The month report's median ÷ the bare read's median (docs/benchmarks.md). */
const TARGET_RATIO = 1.5;
const MONTH = { from: '2026-11-01', to: '2026-11-30', timeZone: 'Africa/Nairobi' };
const BENEFITS = ['OUTPATIENT', 'DENTAL', 'OPTICAL', 'MATERNITY'];
const now = (): Date => new Date('2026-12-01T05:00:00.000Z');

function seed(db: ReturnType<typeof openTempDb>['db']): void {
  writeTransaction(db, () => {
    for (let a = 0; a < 400; a++) insertAuthorization(db, `PA-${a}`, BENEFITS[a % 4] ?? '', `Member ${a}, "Mzee"`);
    const insert = reportClaimInserter(db);
    for (let i = 0; i < CLAIMS; i++) {
      const state = i % 20 < 14 ? 'submitted' : i % 20 < 18 ? 'queued' : i % 20 === 18 ? 'needs-attention' : 'sending';
      const read = state === 'submitted' && i % 7 !== 0;
      insert(
        {
          id: `claim-${i}`,
          state,
          attendanceDate: `2026-11-${String((i % 30) + 1).padStart(2, '0')}`,
          batchNo: 'B-2026-11',
          authorizationNo: `PA-${i % 400}`,
          doctor: `Dr ${i % 20}`,
          memberName: `Member ${i % 400}, "Mzee"`,
          amountUnits: 1_000_000 + ((i * 7919) % 9_000_000),
          outcomeUnknown: state === 'sending',
          ...(state === 'submitted' && { claimNo: `CLM-${i}` }),
          ...(read && { insurerStatus: 'Received', insurerAmountUnits: 1_000_000 + ((i * 7919) % 8_000_000) }),
        },
        new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
      );
      if (i % 10 === 0) insertDocument(db, `claim-${i}`, `scan-${i}.pdf`, 'pending');
    }
    // A visit started before each block (the day sheet lists them), a tenth of them never verified.
    const visit = db.prepare(
      `INSERT INTO visits (visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no)
       VALUES (?, 'CD-1000017', 'OUTPATIENT', '', ?, ?, ?)`,
    );
    for (let b = 0; b < BLOCKS; b++) {
      const at = new Date(Date.UTC(2026, 10, 1) + b * 14 * 60 * 1000).toISOString();
      insertBlock(db, `PA-${b % 400}`, 5_000_000, 4_000_000 + (b % 10) * 100_000, at);
      const verified = b % 10 !== 0;
      visit.run(`VR-${b}`, at, verified ? 'APPROVED' : 'PENDING', verified ? `PA-${b % 400}` : null);
    }
  });
}

function timed<T>(work: () => T): { readonly value: T; readonly times: number[] } {
  const times: number[] = [];
  let value = work(); // warm: statements prepared, pages cached
  for (let run = 0; run < RUNS; run++) {
    collectGarbage();
    const started = performance.now();
    value = work();
    times.push(performance.now() - started);
  }
  return { value, times };
}

/** Two pieces of work timed in turn, run after run, so the machine's load hits both alike. */
function timedInTurn(a: () => unknown, b: () => unknown): { readonly a: number[]; readonly b: number[] } {
  a();
  b(); // warm
  const times = { a: [] as number[], b: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    for (const [work, into] of [
      [a, times.a],
      [b, times.b],
    ] as const) {
      collectGarbage();
      const started = performance.now();
      work();
      into.push(performance.now() - started);
    }
  }
  return times;
}

const spread = (times: readonly number[]): string =>
  `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(percentile(times, 100))}`;

function measure(report: (line: BenchLine) => void): void {
  const store = openTempDb();
  try {
    seed(store.db);
    const t: ReportWords = createI18n('en', { resources: catalogues }).getFixedT('en', ['reports', 'outbox']);
    const month = timed(() => claimsReport({ db: store.db, now: now }, MONTH));
    // The day sheet's tab asks for it too (a month of visits); the other tabs never pay for it.
    const withSheet = timed(() => claimsReport({ db: store.db, now: now }, { ...MONTH, daySheet: true }));
    const closing = timed(() => batchClosing({ db: store.db, now: now }, 'B-2026-11'));
    const closingValue = closing.value;
    if (!closingValue) throw new Error('the batch has claims');
    const summaryCsv = timed(() => tableCsv(summaryTable(month.value, t)));
    const table = timed(() => batchTable(closingValue, t));
    const csv = timed(() => tableCsv(table.value));
    // What the host adds before the page has it: the table's output check, and JSON in browser mode.
    const monthAnswer = timed(() => encodeJson(operations['reports.claims'].output.parse(month.value)));
    const closingAnswer = timed(() => encodeJson(operations['reports.batch'].output.parse(closingValue)));
    // The floor: the month's claim rows read by one bare statement, every column, nothing computed.
    const bareRead = store.db.prepare(
      `SELECT * FROM claims WHERE attendance_date >= '${MONTH.from}' AND attendance_date <= '${MONTH.to}'`,
    );
    const bareRows = bareRead.all().length;
    // The target's pair, timed in turn (the figures above are each timed alone).
    const pair = timedInTurn(
      () => claimsReport({ db: store.db, now: now }, MONTH),
      () => bareRead.all(),
    );
    report({
      name: `Reports of ${CLAIMS.toLocaleString('en')} claims (p50 / p95 / max of ${RUNS} runs)`,
      figures: {
        'month report (claimsReport)': spread(month.times),
        'month report, in turn with the bare read': spread(pair.a),
        "bare read of the month's claim rows, in turn with the report": `${spread(pair.b)} (${bareRows} rows)`,
        'open claims / documents not uploaded / co-payments in it': `${month.value.open.length} / ${month.value.documents.length} / ${month.value.coPayments.rows.length}`,
        'month report with its day sheet (the day sheet tab)': `${spread(withSheet.times)}, ${withSheet.value.visits.length} visits`,
        'batch closing view (batchClosing, 10,000 claims)': spread(closing.times),
        'month report answer: output check + JSON (host)': spread(monthAnswer.times),
        'batch closing answer: output check + JSON (host)': `${spread(closingAnswer.times)}, ${(closingAnswer.value.length / 1024).toFixed(0)} KiB`,
        'batch closing table with words (page)': spread(table.times),
        'batch closing CSV, every row (page)': spread(csv.times),
        'batch closing CSV size': `${(Buffer.byteLength(csv.value, 'utf8') / 1024).toFixed(0)} KiB, ${closingValue.claims.length + 2} records`,
        'month summary table + CSV (page)': spread(summaryCsv.times),
      },
      ratio: againstFloor({
        label: 'month report median ÷ bare read median',
        measured: percentile(pair.a, 50),
        floor: percentile(pair.b, 50),
        limit: TARGET_RATIO,
        format: (v) => ms(v),
        floorIs: "the month's claim rows, every column, one bare SELECT, in turn with the report, median",
      }),
    });
  } finally {
    store.close();
  }
}

/** The runner's entry point; the measurement itself is synchronous (a throw rejects). */
export function run(report: (line: BenchLine) => void): Promise<void> {
  return new Promise((resolve) => {
    measure(report);
    resolve();
  });
}
