/**
 * One report table on screen (its first rows) or on paper (all of them), in the language's style; the CSV's own
 * columns (csvOnly) are left out, their text is in the tooltips.
 */
import { useFormat, useTranslation } from '../../i18n';
import type { Cell, ReportTable } from './report-tables';

function CellText({ cell }: { readonly cell: Cell }) {
  const format = useFormat();
  switch (cell.kind) {
    case 'text':
      return cell.title === undefined ? cell.text : <span title={cell.title}>{cell.text}</span>;
    case 'service':
      return cell.text === cell.exact ? (
        cell.text
      ) : (
        <span className="service-value" title={cell.exact}>
          {cell.text}
        </span>
      );
    case 'amount':
      return format.amount(cell.amount);
    case 'count':
      return format.count(cell.count);
    case 'date':
      return format.date(cell.date);
    case 'instant':
      return <time dateTime={cell.instant}>{format.dateTime(cell.instant)}</time>;
  }
}

function Row({
  table,
  cells,
  total,
}: {
  readonly table: ReportTable;
  readonly cells: readonly Cell[];
  readonly total?: boolean;
}) {
  return (
    <tr className={total ? 'report-total' : undefined}>
      {cells.map((cell, index) =>
        table.columns[index]?.csvOnly ? null : (
          <td key={index} className={table.columns[index]?.numeric ? 'number money' : undefined}>
            <CellText cell={cell} />
          </td>
        ),
      )}
    </tr>
  );
}

/** `shown`: how many rows the screen shows (the rest are in the CSV and the printout); all when absent. */
export function ReportTableView({ table, shown }: { readonly table: ReportTable; readonly shown?: number }) {
  const { t } = useTranslation('reports');
  const rows = shown === undefined ? table.rows : table.rows.slice(0, shown);
  const hidden = table.rows.length - rows.length;
  return (
    <>
      <table className="report-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns
              .filter((column) => !column.csvOnly)
              .map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'number' : undefined}>
                  {column.label}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <Row key={index} table={table} cells={cells} />
          ))}
        </tbody>
        {table.total && (
          <tfoot>
            <Row table={table} cells={table.total} total />
          </tfoot>
        )}
      </table>
      {table.rows.length === 0 && <p className="muted">{t('empty')}</p>}
      {hidden > 0 && <p className="muted">{t('more', { count: hidden })}</p>}
    </>
  );
}
