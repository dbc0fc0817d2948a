/**
 * Rows with amounts as a table: a heading per column, amounts and counts right-aligned, money in the
 * language's style, and an optional total under the last column. The tariffs screen, the outbox (the
 * insurer's records), the printed claim form and the amounts warning show their rows with it.
 */
import type { ReactNode } from 'react';

export interface AmountsColumn<Row> {
  readonly heading: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** A figure: right-aligned, heading included. */
  readonly number?: boolean;
  /** Money: figures in even widths (the cell only). */
  readonly money?: boolean;
}

interface AmountsTableProps<Row> {
  readonly className?: string;
  readonly caption?: ReactNode;
  readonly columns: readonly AmountsColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string | number;
  /** The total, under the last column, named in a row heading spanning the others. */
  readonly total?: { readonly label: ReactNode; readonly amount: ReactNode };
}

const classOf = (...names: (string | false | undefined)[]): string | undefined =>
  names.filter(Boolean).join(' ') || undefined;

export function AmountsTable<Row>({ className, caption, columns, rows, rowKey, total }: AmountsTableProps<Row>) {
  return (
    <table className={className}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={classOf(column.number && 'number')}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, at) => (
              <td key={at} className={classOf(column.number && 'number', column.money && 'money')}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length - 1}>
              {total.label}
            </th>
            <td className="number">{total.amount}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
