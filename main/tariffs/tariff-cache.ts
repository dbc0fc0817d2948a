/** Reading the tariff cache: one tariff for the claim editor, and what the cache holds. */
import { ProviderTariffCache, type TariffCacheInfo, type TariffEntry } from '../../shared/domain/tariffs';
import type { Db } from '../store/database';
import type { StoreDeps } from '../store/store-deps';
import { TARIFF_COLUMNS, toTariffEntry, type TariffRow } from './tariff-rows';

export function getTariff(db: Db, providerId: string, id: string): TariffEntry | null {
  const row = db
    .prepare(`SELECT ${TARIFF_COLUMNS} FROM tariffs t WHERE t.id = ? AND t.provider_id = ?`)
    .get(id, providerId) as TariffRow | undefined;
  return row ? toTariffEntry(row) : null;
}

export function tariffCacheInfo({ db }: Pick<StoreDeps, 'db'>): TariffCacheInfo {
  const providers = db
    .prepare(
      `SELECT provider_id AS providerId, item_count AS itemCount, last_synced_at AS lastSyncedAt,
                last_sync_date AS lastSyncDate
           FROM tariff_sync ORDER BY provider_id`,
    )
    .all()
    .map((row) => ProviderTariffCache.parse(row));
  const latest = (pick: (p: ProviderTariffCache) => string): string | null => providers.map(pick).sort().at(-1) ?? null;
  return {
    itemCount: providers.reduce((sum, p) => sum + p.itemCount, 0),
    lastSyncedAt: latest((p) => p.lastSyncedAt),
    lastSyncDate: latest((p) => p.lastSyncDate),
    providers,
  };
}
