/**
 * The words in the tariff search index and how many tariffs hold each, cached
 * per connection: to expand a typed prefix into whole words (see fts-query.ts),
 * and to tell how common a typed word is (see tariff-search.ts). The cache is
 * dropped by the refresh after every write (`forgetSearchTerms`) and, for writes
 * by another connection, whenever `tariff_sync` changes. A word missing from a
 * stale list only costs speed: an unknown prefix is searched as a prefix, and
 * counts only choose how to search, never what is found.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import type { WordMatch } from './fts-query';

/** Above this many words a prefix is searched as a prefix. */
const MAX_EXPANSION = 32;

interface Terms {
  readonly signature: string;
  /** Sorted. */
  readonly terms: readonly string[];
  /** Tariffs holding each term. */
  readonly documents: ReadonlyMap<string, number>;
  /** Tariffs in the cache. */
  readonly tariffs: number;
}

const cache = new WeakMap<Db, Terms>();

export const forgetSearchTerms = (db: Db): void => {
  cache.delete(db);
};

function terms(db: Db): Terms {
  const { signature, tariffs } = statement(
    db,
    `SELECT coalesce(group_concat(provider_id || ' ' || last_synced_at || ' ' || item_count, ','), '') AS signature,
            coalesce(sum(item_count), 0) AS tariffs
       FROM tariff_sync`,
  ).get() as { signature: string; tariffs: number };
  const cached = cache.get(db);
  if (cached?.signature === signature) return cached;
  const rows = statement(db, 'SELECT term, doc FROM tariffs_terms').raw().all() as [string, number][];
  const fresh = {
    signature,
    terms: rows.map(([term]) => term).sort(),
    documents: new Map(rows),
    tariffs,
  };
  cache.set(db, fresh);
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
  const { terms: sorted } = terms(db);
  const found: string[] = [];
  for (let i = firstAtLeast(sorted, prefix); i < sorted.length; i++) {
    const term = sorted[i] ?? '';
    if (!term.startsWith(prefix)) break;
    if (found.length === MAX_EXPANSION) return null;
    found.push(term);
  }
  return found;
}

/**
 * About what share of the cached tariffs a typed word's match holds (0–1, or more
 * when names repeat a word): the sum over the terms it matches of the tariffs
 * holding each, over the tariffs cached.
 */
export function shareMatching(db: Db, match: WordMatch): number {
  const { terms: sorted, documents, tariffs } = terms(db);
  if (tariffs === 0) return 0;
  let holding = 0;
  if (match.kind === 'terms') {
    for (const term of match.terms) holding += documents.get(term) ?? 0;
  } else {
    for (let i = firstAtLeast(sorted, match.prefix); i < sorted.length; i++) {
      const term = sorted[i] ?? '';
      if (!term.startsWith(match.prefix)) break;
      holding += documents.get(term) ?? 0;
    }
  }
  return holding / tariffs;
}
