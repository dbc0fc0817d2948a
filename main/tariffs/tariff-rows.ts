/** The one place where `tariffs` rows (snake_case, price as INTEGER units) become TariffEntry. */
import { formatMoney, type Money } from '../../shared/money';
import type { TariffEntry } from '../../shared/domain/tariffs';

export interface TariffRow {
  provider_id: string;
  id: string;
  name: string;
  price_units: number;
  access_type: string;
}

export const TARIFF_COLUMNS = 't.provider_id, t.id, t.name, t.price_units, t.access_type';

export function toTariffEntry(row: TariffRow): TariffEntry {
  const price = BigInt(row.price_units) as Money;
  return {
    id: row.id,
    providerId: row.provider_id,
    name: row.name,
    price,
    priceText: formatMoney(price, 2),
    accessType: row.access_type,
  };
}
