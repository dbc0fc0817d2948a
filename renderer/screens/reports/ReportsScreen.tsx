/**
 * Reports: pick the days (or a batch), pick a report (first the day sheet: today's visits and where each stands),
 * read it on screen, print it, download it as CSV. The reports are tabs (arrow keys move between them); the
 * screen shows a table's first rows, while the printout and the CSV hold every row, so that a month of 10,000
 * claims stays quick to show.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ClaimsReport } from '../../../shared/domain/reports';
import { Button } from '../../components/Button';
import { PageTabs, panelId, tabId } from '../../components/PageTabs';
import { FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import { deskToday } from '../../i18n/desk-zone';
import { monthStart } from './desk-days';
import { ReportActions } from './ReportActions';
import {
  batchTable,
  coPaymentsTable,
  daySheetTable,
  documentsTable,
  openTable,
  summaryTable,
  type ReportTable,
  type ReportWords,
} from './report-tables';
import { ReportTableView } from './ReportTableView';
import { useReports, type Range } from './reports-model';
import { useKeptState } from '../../stores/session-kept';
import { TypedDateField } from '../claims/TypedDateField';
// The typed date fields' look, as on the claim editor.
import '../claims/claims.css';
import './reports.css';

/** Rows a table shows on screen; the rest are in the CSV and the printout. */
export const SHOWN_ROWS = 200;

const RANGE_REPORTS = {
  visits: daySheetTable,
  summary: summaryTable,
  coPayments: coPaymentsTable,
  open: openTable,
  documents: documentsTable,
} as const satisfies Record<string, (report: ClaimsReport, t: ReportWords) => ReportTable>;
type Tab = keyof typeof RANGE_REPORTS | 'batch';
const TABS: readonly Tab[] = ['visits', 'summary', 'coPayments', 'open', 'documents', 'batch'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// A reload comes back to the report shown: its tab, its range, its batch (session-kept.ts).
const isTab = (value: unknown): value is Tab => (TABS as readonly unknown[]).includes(value);
const isRange = (value: unknown): value is Range =>
  typeof value === 'object' &&
  value !== null &&
  ISO_DAY.test(String((value as Partial<Range>).from)) &&
  ISO_DAY.test(String((value as Partial<Range>).to));
const isText = (value: unknown): value is string => typeof value === 'string';

/** The days, typed as dates are everywhere at the desk (day first, never month first: TypedDateField). */
function RangeForm({ range, onShow }: { readonly range: Range; readonly onShow: (range: Range) => void }) {
  const { t } = useTranslation('reports');
  const today = deskToday();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const complete = ISO_DAY.test(from) && ISO_DAY.test(to);
  const backwards = complete && to < from;
  const show = (next: Range): void => {
    setFrom(next.from);
    setTo(next.to);
    onShow(next);
  };
  return (
    <form
      className="report-range"
      aria-label={t('range.legend')}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !backwards) onShow({ from, to });
      }}
    >
      <TypedDateField label={t('range.from')} value={from} disabled={false} error={undefined} onChange={setFrom} />
      <TypedDateField
        label={t('range.to')}
        value={to}
        disabled={false}
        error={backwards ? t('range.backwards') : undefined}
        onChange={setTo}
      />
      <Button type="submit" variant="primary" disabled={!complete || backwards}>
        {t('range.show')}
      </Button>
      <Button onClick={() => show({ from: today, to: today })}>{t('range.today')}</Button>
      <Button onClick={() => show({ from: monthStart(today), to: today })}>{t('range.thisMonth')}</Button>
    </form>
  );
}

function RangeReport({
  tab,
  range,
  onRange,
}: {
  readonly tab: keyof typeof RANGE_REPORTS;
  readonly range: Range;
  readonly onRange: (range: Range) => void;
}) {
  const { t } = useTranslation(['reports', 'outbox', 'common']);
  const format = useFormat();
  const { report, problem, loading, showRange, leave } = useReports();
  useEffect(() => leave, [leave]);
  // The day sheet is made only for its tab; until a report with it is in, its tab shows the report loading.
  const wantSheet = tab === 'visits';
  useEffect(() => void showRange(range, wantSheet), [showRange, range, wantSheet]);
  const shown = report && (!wantSheet || report.query.daySheet) ? report : undefined;

  const table = useMemo(() => shown && RANGE_REPORTS[tab](shown, t), [shown, tab, t]);
  const made =
    shown &&
    t('made', {
      at: format.dateTime(shown.madeAt),
      from: format.date(shown.query.from),
      to: format.date(shown.query.to),
      zone: shown.query.timeZone,
    });
  return (
    <>
      <RangeForm range={range} onShow={onRange} />
      {problem && <Notice tone="error">{problem}</Notice>}
      {loading && !shown && <p role="status">{t('loading')}</p>}
      {table && made && (
        <div aria-busy={loading || undefined}>
          <p className="muted">{made}</p>
          <ReportActions table={table} made={made} />
          {tab === 'summary' && <p className="muted">{t('summary.notReadNote')}</p>}
          <ReportTableView table={table} shown={SHOWN_ROWS} />
        </div>
      )}
    </>
  );
}

function BatchReport() {
  const { t } = useTranslation(['reports', 'outbox', 'common']);
  const format = useFormat();
  const { batches, closing, batchProblem: problem, loadBatches, openBatch, followSync, leave } = useReports();
  const [batchNo, setBatchNo] = useKeptState('claimdesk.reports.batch', isText, () => '');
  useEffect(() => {
    void loadBatches();
    const unfollow = followSync();
    return () => {
      unfollow();
      leave();
    };
  }, [loadBatches, followSync, leave]);
  useEffect(() => void openBatch(batchNo), [openBatch, batchNo]);

  const table = useMemo(() => closing && batchTable(closing, t), [closing, t]);
  if (batches?.length === 0) return <p>{t('batch.none')}</p>;
  const made = closing && t('madeBatch', { at: format.dateTime(closing.madeAt), batchNo: closing.batchNo });
  return (
    <>
      <FieldFrame label={t('batch.pick')}>
        {(ids) => (
          <select {...ids} value={batchNo} onChange={(event) => setBatchNo(event.target.value)}>
            <option value="">{t('batch.choose')}</option>
            {batches?.map((batch) => (
              <option key={batch.batchNo} value={batch.batchNo}>
                {t('batch.option', {
                  batchNo: batch.batchNo,
                  count: batch.count,
                  first: batch.firstDate,
                  last: batch.lastDate,
                })}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {problem && <Notice tone="error">{problem}</Notice>}
      {table && made && (
        <>
          <p className="muted">{made}</p>
          <ReportActions table={table} made={made} />
          <ReportTableView table={table} shown={SHOWN_ROWS} />
        </>
      )}
    </>
  );
}

export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const [tab, setTab] = useKeptState<Tab>('claimdesk.reports.tab', isTab, () => 'visits');
  const [range, setRange] = useKeptState<Range>('claimdesk.reports.range', isRange, () => ({
    from: deskToday(),
    to: deskToday(),
  }));
  return (
    <section className="reports" aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="screen-heading">
        {t('title')}
      </h2>
      <p className="muted">{t('intro')}</p>
      <PageTabs
        tabs={TABS}
        tab={tab}
        onPick={setTab}
        label={t('tabs.label')}
        word={(name) => t(`tabs.${name}`)}
        idPrefix="report-tab"
      />
      <div id={panelId('report-tab')} role="tabpanel" aria-labelledby={tabId('report-tab', tab)}>
        {tab === 'batch' ? <BatchReport /> : <RangeReport tab={tab} range={range} onRange={setRange} />}
      </div>
    </section>
  );
}
