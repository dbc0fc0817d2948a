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
  // Ids only, per provider: a refresh of 100,000 tariffs reads them once; names only for the few shown.
  const listed = new Map<string, Set<string>>();
  for (const tariff of input.incoming) {
    let ids = listed.get(tariff.providerId);
    if (!ids) listed.set(tariff.providerId, (ids = new Set()));
    ids.add(tariff.id);
  }
  const idsOf = db.prepare('SELECT id FROM tariffs WHERE provider_id = ?').pluck();
  let cached = 0;
  const gone: { providerId: string; id: string }[] = [];
  let droppedCount = 0;
  for (const providerId of input.providers) {
    const ids = listed.get(providerId);
    for (const id of idsOf.all(providerId) as string[]) {
      cached += 1;
      if (ids?.has(id)) continue;
      droppedCount += 1;
      if (gone.length < HELD_SAMPLE) gone.push({ providerId, id });
    }
  }
  // Exact in integers: dropped / cached > percent / 100.
  if (cached === 0 || droppedCount * 100 <= input.percent * cached) return undefined;
  const row = db.prepare('SELECT name, price_units FROM tariffs WHERE provider_id = ? AND id = ?');
  const dropped = gone.map(({ providerId, id }) => {
    const { name, price_units } = row.get(providerId, id) as { name: string; price_units: number };
    return { providerId, id, name, priceText: formatMoney(BigInt(price_units) as Money, 2) };
  });
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
