/** Tariffs as a table (code, name, price, and their access when shown): the search's results, a held refresh's losses. */
import type { ReactNode } from 'react';
import { AmountsTable, type AmountsColumn } from '../../components/AmountsTable';
import { useFormat, useTranslation } from '../../i18n';
import { ServiceValue } from '../../components/ServiceValue';

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
  const columns: AmountsColumn<TariffRow>[] = [
    { heading: t('column.code'), cell: (row) => row.id },
    { heading: t('column.name'), cell: (row) => row.name },
    { heading: t('column.price'), cell: (row) => format.amount(row.priceText), number: true, money: true },
  ];
  if (withAccess) {
    columns.push({
      heading: t('column.accessType'),
      cell: (row) => row.accessType !== undefined && <ServiceValue kind="tariffAccess" value={row.accessType} />,
    });
  }
  return (
    <AmountsTable
      className="tariff-results"
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.providerId}/${row.id}`}
    />
  );
}
