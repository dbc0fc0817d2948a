/**
 * A full download that is valid but implausible: one that would remove more than the desk's share
 * (`tariffDropHoldPercent`, 50 % by default) of the tariffs cached for its providers. A list of 3 where the
 * desk held hundreds is more likely a fault on the service's side than the insurer withdrawing its tariffs, so
 * the refresh writes nothing and holds the downloaded list for staff to confirm (tariff-refresher.ts keeps it);
 * the cache in use stays until they do. A delta is never held: it cannot remove tariffs.
 */
import { randomUUID } from 'node:crypto';
import type { HeldTariffRefresh } from '../../shared/domain/tariffs';
import { formatMoney, type Money } from '../../shared/money';
import type { Db } from '../store/database';
import type { IncomingTariff } from './tariff-writes';

/** How many of the tariffs that would go are named to staff; the rest are counted. */
export const HELD_SAMPLE = 50;

/** A held full download: what staff see, and what a confirmation writes. */
export interface PendingRefresh {
  readonly summary: HeldTariffRefresh;
  readonly incoming: readonly IncomingTariff[];
  readonly providers: readonly string[];
  /** The service date taken before the download (see tariff-refresh.ts). */
  readonly syncDate: string;
}

interface CachedRow {
  provider_id: string;
  id: string;
  name: string;
  price_units: number;
}

/**
 * Answers the pending refresh when writing `incoming` would remove more than `percent` % of the tariffs
 * cached for `providers`; undefined when the list is plausible (or nothing is cached).
 */
export function implausibleDrop(
  db: Db,
  input: {
    readonly incoming: readonly IncomingTariff[];
    readonly providers: readonly string[];
    readonly percent: number;
    readonly syncDate: string;
    readonly downloadedAt: string;
  },
): PendingRefresh | undefined {
  const listed = new Set(input.incoming.map((tariff) => `${tariff.providerId}\u0000${tariff.id}`));
  const cachedOf = db.prepare('SELECT provider_id, id, name, price_units FROM tariffs WHERE provider_id = ?');
  let cached = 0;
  let droppedCount = 0;
  const dropped: HeldTariffRefresh['dropped'] = [];
  for (const provider of input.providers) {
    for (const row of cachedOf.iterate(provider) as IterableIterator<CachedRow>) {
      cached += 1;
      if (listed.has(`${row.provider_id}\u0000${row.id}`)) continue;
      droppedCount += 1;
      if (dropped.length < HELD_SAMPLE) {
        const priceText = formatMoney(BigInt(row.price_units) as Money, 2);
        dropped.push({ providerId: row.provider_id, id: row.id, name: row.name, priceText });
      }
    }
  }
  // Exact in integers: dropped / cached > percent / 100.
  if (cached === 0 || droppedCount * 100 <= input.percent * cached) return undefined;
  return {
    summary: {
      id: randomUUID(),
      downloadedAt: input.downloadedAt,
      cachedCount: cached,
      listedCount: input.incoming.length,
      droppedCount,
      thresholdPercent: input.percent,
      dropped: dropped.sort((a, b) => a.name.localeCompare(b.name)),
    },
    incoming: input.incoming,
    providers: input.providers,
    syncDate: input.syncDate,
  };
}
