/**
 * What search knows of the tariff index, cached per connection: its words, to
 * expand a typed prefix into whole words (see fts-query.ts), and the words of a
 * sample of names spread evenly over the cache, to tell how common a typed word
 * is (see tariff-search.ts). The cache is dropped by the refresh after every
 * write (`forgetSearchTerms`) and, for writes by another connection, whenever
 * `tariff_sync` changes. A stale cache only costs speed: an unknown prefix is
 * searched as a prefix, and how common a word is only chooses how to search,
 * never what is found.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import { foldedWords, matchesWord, matchText, type WordMatch } from './fts-query';

/** Above this many words a prefix is searched as a prefix. */
const MAX_EXPANSION = 32;
/** Names sampled to tell how common a word is: enough to tell a half from a third. */
const SAMPLE_SIZE = 256;

interface Terms {
  readonly signature: string;
  /** Sorted. */
  readonly terms: readonly string[];
  /** The folded words of each sampled name. */
  readonly sample: readonly (readonly string[])[];
  /** Shares worked out so far, by the match's query text. */
  readonly shares: Map<string, number>;
}

const cache = new WeakMap<Db, Terms>();

export const forgetSearchTerms = (db: Db): void => {
  cache.delete(db);
};

/** Names at evenly spaced row ids (the ids of a full download are dense; a gap is skipped). */
function sampledNames(db: Db): string[] {
  const { low, high } = statement(db, 'SELECT min(row_id) AS low, max(row_id) AS high FROM tariffs').get() as {
    low: number | null;
    high: number | null;
  };
  if (low === null || high === null) return [];
  const byRowId = statement(db, 'SELECT name FROM tariffs WHERE row_id = ?').pluck();
  const step = Math.max(1, (high - low + 1) / SAMPLE_SIZE);
  const names: string[] = [];
  for (let at = low; at <= high; at += step) {
    const name = byRowId.get(Math.floor(at)) as string | undefined;
    if (name !== undefined) names.push(name);
  }
  return names;
}

function terms(db: Db): Terms {
  const signature = statement(
    db,
    `SELECT coalesce(group_concat(provider_id || ' ' || last_synced_at || ' ' || item_count, ','), '') FROM tariff_sync`,
  )
    .pluck()
    .get() as string;
  const cached = cache.get(db);
  if (cached?.signature === signature) return cached;
  const fresh = {
    signature,
    terms: (statement(db, 'SELECT term FROM tariffs_terms').pluck().all() as string[]).sort(),
    sample: sampledNames(db).map(foldedWords),
    shares: new Map<string, number>(),
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

/** About what share of the cached tariffs a typed word's match holds (0–1), from the sample. */
export function shareMatching(db: Db, match: WordMatch): number {
  const { sample, shares } = terms(db);
  const key = matchText(match);
  let share = shares.get(key);
  if (share === undefined) {
    const holding = sample.filter((words) => words.some((word) => matchesWord(match, word))).length;
    share = sample.length === 0 ? 0 : holding / sample.length;
    shares.set(key, share);
  }
  return share;
}
