/**
 * Type-ahead search over the tariff cache, ranked:
 *   1. exact id (as typed, or upper-cased),
 *   2. id prefix (by id),
 *   3. name matches: every typed word begins a word of the name, any order.
 *      Among these, names whose first words begin with the typed words, in
 *      order, come first ("full bl" → "Full blood count"), then names with more
 *      typed words whole, then the shorter name.
 * Every step is bounded, so a two-letter query over 100,000 tariffs costs about
 * what a rare word does: ids use the (id, provider_id) index; name matches are
 * streamed from FTS5 in rowid order, which the refresh makes "shortest name
 * first", and only the first RANK_WINDOW are ranked. bm25 is not used: its
 * document-frequency pass visits every match of a prefix (2–3 ms for a common
 * two-letter prefix here), and all candidates contain every typed word anyway,
 * so what separates them is what the rules above compare.
 *
 * A typed word that most names hold ("tier" in a list where nearly every name
 * says "tier N") is costly in FTS5: to find the next tariff holding the other
 * words too, it walks that word's list of tariffs entry by entry (about 1.5 ms
 * per 600,000 entries here). Such a word is left out of the FTS5 query and
 * checked on the names it streams instead (see `commonWordsChecked`), which
 * finds the same tariffs in the same order; whenever that check could differ
 * from FTS5's (a name beyond ASCII) or would read too many names, the search
 * runs the whole query through FTS5 as before.
 * Any input is safe: see fts-query.ts.
 */
import { MAX_SEARCH_LIMIT, type TariffEntry } from '../../shared/domain/tariffs';
import type { Db } from '../store/database';
import {
  foldedWords,
  matchesWord,
  matchText,
  queryWords,
  rankByWords,
  tokenizedAlike,
  wordMatch,
  type WordMatch,
} from './fts-query';
import { shareMatching, termsWithPrefix } from './search-terms';
import { statement } from '../store/statements';
import type { StoreDeps } from '../store/store-deps';
import { TARIFF_COLUMNS, toTariffEntry, type TariffRow } from './tariff-rows';

export interface SearchOptions {
  readonly accessType?: string;
  readonly providerId?: string;
  readonly limit?: number;
}

const DEFAULT_LIMIT = 20;
const RANK_WINDOW = 50;
/** A typed word whose matches hold at least this share of the cached tariffs is checked on the names FTS5 streams. */
const COMMON_SHARE = 0.5;
/** Names checked at most per tariff wanted before the search goes back to FTS5 alone. */
const CHECKED_PER_WANTED = 20;
/** Above every character: `id < prefix || TOP` bounds an id-prefix range. */
const TOP = '\u{10FFFF}';

export interface Filter {
  readonly sql: string;
  readonly params: string[];
}

export function filterOf(options: SearchOptions): Filter {
  const clauses: string[] = [];
  const params: string[] = [];
  if (options.providerId !== undefined) {
    clauses.push('AND t.provider_id = ?');
    params.push(options.providerId);
  }
  if (options.accessType !== undefined) {
    clauses.push('AND t.access_type = ?');
    params.push(options.accessType);
  }
  return { sql: clauses.join(' '), params };
}

const clampLimit = (limit: number | undefined): number =>
  limit === undefined || !Number.isFinite(limit)
    ? DEFAULT_LIMIT
    : Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));

function idMatches(db: Db, text: string, filter: Filter, limit: number): TariffRow[] {
  const variants = [...new Set([text, text.toUpperCase()])];
  const exact = statement(
    db,
    `SELECT ${TARIFF_COLUMNS} FROM tariffs t WHERE t.id = ? ${filter.sql} ORDER BY t.provider_id`,
  );
  const prefix = statement(
    db,
    `SELECT ${TARIFF_COLUMNS} FROM tariffs t WHERE t.id >= ? AND t.id < ? ${filter.sql} ORDER BY t.id, t.provider_id LIMIT ?`,
  );
  return [
    ...variants.flatMap((id) => exact.all(id, ...filter.params) as TariffRow[]),
    ...variants.flatMap((id) => prefix.all(id, id + TOP, ...filter.params, limit) as TariffRow[]),
  ];
}

const candidateSql = (filter: Filter): string =>
  `SELECT ${TARIFF_COLUMNS} FROM tariffs_fts f JOIN tariffs t ON t.row_id = f.rowid
    WHERE tariffs_fts MATCH ? ${filter.sql} ORDER BY f.rowid LIMIT ?`;

const expression = (matches: readonly WordMatch[]): string => matches.map(matchText).join(' AND ');

/** Whether the name holds a word for every match; only for a name that tokenizedAlike accepts. */
const holdsAll = (name: string, matches: readonly WordMatch[]): boolean => {
  const nameWords = foldedWords(name);
  return matches.every((match) => nameWords.some((word) => matchesWord(match, word)));
};

/**
 * The first `window` tariffs in rowid order that match every word, the words holding at
 * least `commonShare` of the cache (all but the rarest word) checked on the names instead
 * of by FTS5; null when that cannot answer exactly what FTS5 would, or would read more than
 * CHECKED_PER_WANTED names per tariff wanted.
 */
function commonWordsChecked(
  db: Db,
  matches: readonly WordMatch[],
  filter: Filter,
  window: number,
  commonShare: number,
): TariffRow[] | null {
  if (matches.length < 2) return null;
  const shares = matches.map((match) => shareMatching(db, match));
  const rarest = Math.min(...shares);
  const isCommon = (i: number): boolean => (shares[i] ?? 0) >= commonShare && shares[i] !== rarest;
  const common = matches.filter((_, i) => isCommon(i));
  // Only where a name's words can be cut and compared exactly as the tokenizer does.
  if (common.length === 0 || common.some((match) => match.kind === 'prefix' && !tokenizedAlike(match.prefix))) {
    return null;
  }
  const most = window * CHECKED_PER_WANTED;
  const streamed = statement(db, candidateSql(filter)).iterate(
    expression(matches.filter((_, i) => !isCommon(i))),
    ...filter.params,
    most + 1,
  ) as IterableIterator<TariffRow>;
  const found: TariffRow[] = [];
  let checked = 0;
  for (const row of streamed) {
    // Leaving the loop ends the statement.
    if (++checked > most || !tokenizedAlike(row.name)) return null;
    if (holdsAll(row.name, common)) found.push(row);
    if (found.length === window) break;
  }
  return found;
}

/**
 * The first `window` tariffs, in rowid order, whose names match every typed word.
 * `commonShare` is for tests, which compare the two ways of finding them.
 */
export function nameCandidates(
  db: Db,
  words: readonly string[],
  filter: Filter,
  window: number,
  commonShare = COMMON_SHARE,
): TariffRow[] {
  const matches = words.map((word) => wordMatch(word, (prefix) => termsWithPrefix(db, prefix)));
  return (
    commonWordsChecked(db, matches, filter, window, commonShare) ??
    (statement(db, candidateSql(filter)).all(expression(matches), ...filter.params, window) as TariffRow[])
  );
}

function nameMatches(db: Db, words: string[], filter: Filter, limit: number): TariffRow[] {
  return rankByWords(nameCandidates(db, words, filter, Math.max(RANK_WINDOW, limit)), words, (row) => row.name);
}

/** Up to `limit` (default 20, at most 100) tariffs for what was typed; [] for an empty query. */
export function searchTariffs(
  { db }: Pick<StoreDeps, 'db'>,
  query: string,
  options: SearchOptions = {},
): TariffEntry[] {
  const text = query.trim();
  if (text === '') return [];
  const limit = clampLimit(options.limit);
  const filter = filterOf(options);
  const words = queryWords(text);
  const ranked = [
    ...idMatches(db, text, filter, limit),
    ...(words.length > 0 ? nameMatches(db, words, filter, limit) : []),
  ];
  const seen = new Set<string>();
  const found: TariffEntry[] = [];
  for (const row of ranked) {
    const key = `${row.provider_id}\u0000${row.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(toTariffEntry(row));
    if (found.length === limit) break;
  }
  return found;
}
