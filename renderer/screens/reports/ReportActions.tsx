/**
 * A report's "Print or save as PDF" and "Download CSV". Printing renders the whole table into its own root
 * beside the app and opens the print dialog, as the claim form does (print/print.css hides everything else).
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import '../print/print.css';
import { tableCsv, type ReportTable } from './report-tables';
import { ReportTableView } from './ReportTableView';
import { usePrint } from '../../components/use-print';
import { downloadFile } from '../../api/download';

const downloadCsv = (fileName: string, text: string): void =>
  downloadFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));

export function ReportActions({ table, made }: { readonly table: ReportTable; readonly made: string }) {
  const { t } = useTranslation('reports');
  const { printing, print } = usePrint();
  const [saved, setSaved] = useState<string | undefined>();
  const deskName = useSettings((state) => state.view?.deskName ?? '');
  const demo = useSettings((state) => state.view?.mode === 'demo');

  // The message belongs to the report it was saved from: another report (tab, days or batch) has another file
  // name. A table made again for the same report (its words loaded, a sync run ended) keeps the message.
  const fileName = `claimdesk-${table.name}.csv`;
  const download = (): void => {
    downloadCsv(fileName, tableCsv(table));
    setSaved(fileName);
  };

  return (
    <>
      <div className="actions">
        <Button onClick={print}>{t('print')}</Button>
        <Button onClick={download}>{t('csv')}</Button>
      </div>
      {saved === fileName && <p role="status">{t('csvSaved', { fileName })}</p>}
      {printing &&
        createPortal(
          <div className="print-root">
            <article className="report-print">
              {demo && <p className="claim-form-demo">{t('demo')}</p>}
              <h1>{deskName ? `${deskName} · ${t('title')}` : t('title')}</h1>
              <p>{made}</p>
              <ReportTableView table={table} />
            </article>
          </div>,
          document.body,
        )}
    </>
  );
}
