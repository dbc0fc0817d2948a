/**
 * Each report as one table, made once and shown three ways: on screen and on paper in the language's style,
 * and as CSV in exact, unambiguous text (amounts as exact decimals, calendar dates as YYYY-MM-DD, instants as
 * ISO 8601 UTC with its Z, the column saying so). A value of the insurer's service is worded on screen and kept as
 * the service wrote it in the CSV; a benefit is shown by its name (its code in the tooltip, and a column of the CSV).
 */
import type { TFunction } from 'i18next';
import type {
  BatchClaim,
  BatchClosing,
  ClaimGroup,
  ClaimsReport,
  ClaimTotals,
  CoPaymentRow,
  DayVisitState,
  OpenKind,
} from '../../../shared/domain/reports';
import { exactAmount } from '../../../shared/domain/reports';
import type { ClaimState } from '../../../shared/domain/claims';
import type { Money } from '../../../shared/money';
import { CLAIM_STATE_KEYS, DOCUMENT_STATE_KEYS } from '../outbox/claim-states';
import { csvText, spreadsheetText } from './csv';
import { wordServiceValue } from '../../../shared/i18n/service-values';

export type Cell =
  /** `title`: said more exactly in a tooltip (a benefit's code beside its name). */
  | { readonly kind: 'text'; readonly text: string; readonly title?: string }
  /** A value of the insurer's service: worded on screen, `exact` (the service's word) in the CSV and the tooltip. */
  | { readonly kind: 'service'; readonly text: string; readonly exact: string }
  | { readonly kind: 'amount'; readonly amount: Money }
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'instant'; readonly instant: string };

export interface Column {
  readonly label: string;
  /** The CSV's header when it must say more than the screen (the zone of an instant). */
  readonly csvLabel?: string;
  readonly numeric?: boolean;
  /** Only in the CSV (a benefit's code: the screen has it in the tooltip of its name). */
  readonly csvOnly?: boolean;
}

export interface ReportTable {
  /** Names the CSV file: claimdesk-<name>.csv. */
  readonly name: string;
  readonly caption: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
  /** The totals row, when the report has one. */
  readonly total?: readonly Cell[];
}

export type ReportWords = TFunction<readonly ['reports', 'outbox', 'common']>;

const text = (value: string): Cell => ({ kind: 'text', text: value });
const amount = (value: Money): Cell => ({ kind: 'amount', amount: value });
const count = (value: number): Cell => ({ kind: 'count', count: value });
const date = (value: string): Cell => ({ kind: 'date', date: value });

const OPEN_KIND_KEYS = {
  waiting: 'open.kind.waiting',
  'waiting-on-document': 'open.kind.waitingOnDocument',
  'in-doubt': 'open.kind.inDoubt',
  'needs-attention': 'open.kind.needsAttention',
} as const satisfies Record<OpenKind, string>;

/** A word looked up once per value: a 10,000-row table has a handful of states, and i18next is not free. */
function once<K, V>(word: (key: K) => V): (key: K) => V {
  const words = new Map<K, V>();
  return (key) => {
    if (!words.has(key)) words.set(key, word(key));
    return words.get(key) as V;
  };
}

const totalsCells = (totals: ClaimTotals): Cell[] => [
  count(totals.count),
  amount(totals.claimed),
  amount(totals.recorded),
  amount(totals.difference),
  count(totals.notRead),
  count(totals.waitingOnDocument),
];

const rangeName = (report: ClaimsReport): string => `${report.query.from}_${report.query.to}`;

/** A benefit by its name when the desk has seen it named, else by its code; the code in the tooltip. */
function benefitCell(report: ClaimsReport, code: string): Cell {
  const name = report.benefitNames[code];
  return name === undefined ? text(code) : { kind: 'text', text: name, title: code };
}

export function summaryTable(report: ClaimsReport, t: ReportWords): ReportTable {
  // The benefit's code last, so the CSV's columns before it stay where they were.
  const row = (label: string, shown: Cell, code: string, totals: ClaimTotals): Cell[] => [
    text(label),
    shown,
    ...totalsCells(totals),
    text(code),
  ];
  const named = (key: string): Cell => text(key || t('summary.none'));
  const groups = (label: string, list: readonly ClaimGroup[]): Cell[][] =>
    list.map((group) => row(label, named(group.key), '', group));
  const benefit = t('summary.benefit');
  return {
    name: `claims-${rangeName(report)}`,
    caption: t('summary.caption'),
    columns: [
      { label: t('summary.grouping') },
      { label: t('summary.group') },
      { label: t('summary.count'), numeric: true },
      { label: t('summary.claimed'), numeric: true },
      { label: t('summary.recorded'), numeric: true },
      { label: t('summary.difference'), numeric: true },
      { label: t('summary.notRead'), numeric: true },
      { label: t('summary.waitingOnDocument'), numeric: true },
      { label: t('summary.benefitCode'), csvOnly: true },
    ],
    rows: [
      row(t('summary.all'), text(''), '', report.totals),
      ...groups(t('summary.batch'), report.byBatch),
      ...groups(t('summary.doctor'), report.byDoctor),
      ...report.byBenefit.map((group) =>
        row(benefit, group.key ? benefitCell(report, group.key) : named(''), group.key, group),
      ),
      ...groups(t('summary.person'), report.byPerson),
    ],
  };
}

/**
 * What the members of the visits blocked on these days pay, by the one definition of a member's share
 * (shared/domain/member-share.ts): each row says whether it is figured from the block or the visit's claim.
 */
export function coPaymentsTable(report: ClaimsReport, t: ReportWords): ReportTable {
  const { coPayments } = report;
  const basis = (row: CoPaymentRow): string =>
    row.basis === 'block'
      ? t('coPayments.fromBlock')
      : row.claimNo === null
        ? t('coPayments.fromClaimUnnumbered')
        : t('coPayments.fromClaim', { claimNo: row.claimNo });
  return {
    name: `co-payments-${rangeName(report)}`,
    caption: t('coPayments.caption'),
    columns: [
      { label: t('coPayments.blockedAtShown'), csvLabel: t('coPayments.blockedAt') },
      { label: t('coPayments.authorization') },
      { label: t('coPayments.member') },
      { label: t('coPayments.benefit') },
      { label: t('coPayments.requested'), numeric: true },
      { label: t('coPayments.covered'), numeric: true },
      { label: t('coPayments.claimTotal'), numeric: true },
      { label: t('coPayments.coPayment'), numeric: true },
      { label: t('coPayments.basis') },
      { label: t('coPayments.benefitCode'), csvOnly: true },
    ],
    rows: coPayments.rows.map((row) => [
      { kind: 'instant', instant: row.blockedAt },
      text(row.authorizationNo),
      text(row.memberName),
      benefitCell(report, row.benefit),
      amount(row.requested),
      amount(row.covered),
      row.claimTotal === null ? text('') : amount(row.claimTotal),
      amount(row.coPayment),
      text(basis(row)),
      text(row.benefit),
    ]),
    total: [
      text(t('total')),
      text(''),
      text(''),
      text(''),
      amount(coPayments.requested),
      amount(coPayments.covered),
      text(''),
      amount(coPayments.coPayment),
      text(''),
      text(''),
    ],
  };
}

/**
 * The day sheet: each visit of the days in the order it started, where it stands and the next step, so that a
 * visit with no claim yet, a draft or a claim held for its letter is seen before the member has gone.
 */
export function daySheetTable(report: ClaimsReport, t: ReportWords): ReportTable {
  const stateWord = once((state: DayVisitState) => t(`visits.is.${state}`));
  // What the desk does next about it (nothing once its claim is on its way).
  const nextWord = once((state: DayVisitState) => t(`visits.do.${state}`));
  return {
    name: `day-sheet-${rangeName(report)}`,
    caption: t('visits.caption'),
    columns: [
      { label: t('visits.atShown'), csvLabel: t('visits.at') },
      { label: t('visits.member') },
      { label: t('visits.card') },
      { label: t('visits.benefit') },
      { label: t('visits.authorization') },
      { label: t('visits.state') },
      { label: t('visits.next') },
      { label: t('visits.claimNo') },
      { label: t('visits.benefitCode'), csvOnly: true },
    ],
    rows: report.visits.map((visit) => [
      { kind: 'instant', instant: visit.at },
      text(visit.memberName),
      text(visit.card),
      benefitCell(report, visit.benefit),
      text(visit.authorizationNo ?? ''),
      text(stateWord(visit.state)),
      text(nextWord(visit.state)),
      text(visit.claimNo ?? ''),
      text(visit.benefit),
    ]),
  };
}

export function openTable(report: ClaimsReport, t: ReportWords): ReportTable {
  const kindWord = once((kind: OpenKind) => t(OPEN_KIND_KEYS[kind]));
  const stateWord = once((state: ClaimState) => t(`outbox:${CLAIM_STATE_KEYS[state]}`));
  return {
    name: `open-claims-${rangeName(report)}`,
    caption: t('open.caption'),
    columns: [
      { label: t('open.why') },
      { label: t('open.state') },
      { label: t('open.claimNo') },
      { label: t('open.member') },
      { label: t('open.attendanceDate') },
      { label: t('open.batch') },
      { label: t('open.amount'), numeric: true },
    ],
    rows: report.open.map((claim) => [
      text(kindWord(claim.kind)),
      text(stateWord(claim.state)),
      text(claim.claimNo ?? ''),
      text(claim.memberName),
      date(claim.attendanceDate),
      text(claim.batchNo),
      amount(claim.amount),
    ]),
  };
}

export function documentsTable(report: ClaimsReport, t: ReportWords): ReportTable {
  return {
    name: `documents-${rangeName(report)}`,
    caption: t('documents.caption'),
    columns: [
      { label: t('documents.file') },
      { label: t('documents.claim') },
      { label: t('documents.member') },
      { label: t('documents.state') },
    ],
    rows: report.documents.map((document) => [
      text(document.fileName),
      text(document.claimNo ?? document.claimId),
      text(document.memberName),
      text(t(`outbox:${DOCUMENT_STATE_KEYS[document.state]}`)),
    ]),
  };
}

export function batchTable(closing: BatchClosing, t: ReportWords): ReportTable {
  const { totals } = closing;
  const stateWord = once((state: ClaimState) => t(`outbox:${CLAIM_STATE_KEYS[state]}`));
  const inDoubtWord = once((state: ClaimState) => t('batch.inDoubt', { state: stateWord(state) }));
  const heldWord = once((state: ClaimState) => t('batch.waitingOnDocument', { state: stateWord(state) }));
  const statusWord = once(
    (status: string) => wordServiceValue((key) => t(`common:${key}`), 'claimStatus', status).text,
  );
  const missingWord = once((status: string) => t('batch.missing', { status }));
  // The insurer's status worded on screen; the CSV keeps its word (a sentence's when the listing lost the claim).
  const statusCell = (claim: BatchClaim): Cell => {
    if (claim.insurerStatus === null) return text(t('batch.notRead'));
    const worded = statusWord(claim.insurerStatus);
    return claim.missingFromListing
      ? { kind: 'service', text: missingWord(worded), exact: missingWord(claim.insurerStatus) }
      : { kind: 'service', text: worded, exact: claim.insurerStatus };
  };
  return {
    name: `batch-${closing.batchNo.replace(/[^\w.-]+/g, '_')}`,
    caption: t('batch.caption', { batchNo: closing.batchNo }),
    columns: [
      { label: t('batch.claimNo') },
      { label: t('batch.member') },
      { label: t('batch.attendanceDate') },
      { label: t('batch.state') },
      { label: t('batch.insurerStatus') },
      { label: t('batch.claimed'), numeric: true },
      { label: t('batch.recorded'), numeric: true },
      { label: t('batch.difference'), numeric: true },
      { label: t('batch.missingDocuments') },
    ],
    rows: closing.claims.map((claim) => {
      return [
        text(claim.claimNo ?? claim.id),
        text(claim.memberName),
        date(claim.attendanceDate),
        text(
          claim.outcomeUnknown
            ? inDoubtWord(claim.state)
            : claim.waitingOnDocument
              ? heldWord(claim.state)
              : stateWord(claim.state),
        ),
        statusCell(claim),
        amount(claim.amount),
        claim.recorded === null ? text('') : amount(claim.recorded),
        claim.recorded === null ? text('') : amount((claim.recorded - claim.amount) as Money),
        text(claim.missingDocuments.join('; ')),
      ];
    }),
    total: [
      text(t('total')),
      text(''),
      text(''),
      text(''),
      text(''),
      amount(totals.claimed),
      amount(totals.recorded),
      amount(totals.difference),
      count(closing.missingDocuments),
    ],
  };
}

/** A cell in the CSV: exact and the same in every language but for words. */
function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
      return spreadsheetText(cell.text);
    case 'service':
      return spreadsheetText(cell.exact);
    case 'amount':
      return exactAmount(cell.amount);
    case 'count':
      return String(cell.count);
    case 'date':
      return cell.date;
    case 'instant':
      return new Date(cell.instant).toISOString();
  }
}

export function tableCsv(table: ReportTable): string {
  return csvText([
    table.columns.map((column) => spreadsheetText(column.csvLabel ?? column.label)),
    ...table.rows.map((row) => row.map(csvCell)),
    ...(table.total ? [table.total.map(csvCell)] : []),
  ]);
}
