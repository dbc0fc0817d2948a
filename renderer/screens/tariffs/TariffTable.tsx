/** Tariffs as a table (code, name, price, and their access when shown): the search's results, a held refresh's losses. */
import type { ReactNode } from 'react';
import { useFormat, useTranslation } from '../../i18n';

export interface TariffRow {
  readonly providerId: string;
  readonly id: string;
  readonly name: string;
  readonly priceText: string;
  readonly accessType?: string;
}

export function TariffTable({
  caption,
  rows,
  withAccess = false,
}: {
  readonly caption: ReactNode;
  readonly rows: readonly TariffRow[];
  readonly withAccess?: boolean;
}) {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  return (
    <table className="tariff-results">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column.code')}</th>
          <th scope="col">{t('column.name')}</th>
          <th scope="col" className="number">
            {t('column.price')}
          </th>
          {withAccess && <th scope="col">{t('column.accessType')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.providerId}/${row.id}`}>
            <td>{row.id}</td>
            <td>{row.name}</td>
            <td className="number money">{format.amount(row.priceText)}</td>
            {withAccess && <td>{row.accessType}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
