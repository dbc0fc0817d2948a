/**
 * The words in the tariff search index, cached per connection, to expand a
 * typed prefix into whole words (see fts-query.ts). The cache is dropped by
 * the refresh after every write (`forgetSearchTerms`) and, for writes by another
 * connection, whenever `tariff_sync` changes. A word missing from a stale list
 * only costs speed: an unknown prefix is searched as a prefix.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';

/** Above this many words a prefix is searched as a prefix. */
const MAX_EXPANSION = 32;

interface Terms {
  readonly signature: string;
  /** Sorted. */
  readonly terms: readonly string[];
}

const cache = new WeakMap<Db, Terms>();

export const forgetSearchTerms = (db: Db): void => {
  cache.delete(db);
};

function terms(db: Db): readonly string[] {
  const signature = statement(
    db,
    `SELECT coalesce(group_concat(provider_id || ' ' || last_synced_at || ' ' || item_count, ','), '') FROM tariff_sync`,
  )
    .pluck()
    .get() as string;
  const cached = cache.get(db);
  if (cached?.signature === signature) return cached.terms;
  const fresh = (statement(db, 'SELECT term FROM tariffs_terms').pluck().all() as string[]).sort();
  cache.set(db, { signature, terms: fresh });
  return fresh;
}

function firstAtLeast(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function termsWithPrefix(db: Db, prefix: string): readonly string[] | null {
  const sorted = terms(db);
  const found: string[] = [];
  for (let i = firstAtLeast(sorted, prefix); i < sorted.length; i++) {
    const term = sorted[i] ?? '';
    if (!term.startsWith(prefix)) break;
    if (found.length === MAX_EXPANSION) return null;
    found.push(term);
  }
  return found;
}
