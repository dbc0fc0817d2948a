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
 * Any input is safe: see fts-query.ts.
 */
import { MAX_SEARCH_LIMIT, type TariffEntry } from '../../shared/domain/tariffs';
import type { Db } from '../store/database';
import { foldedWords, matchExpression, queryWords } from './fts-query';
import { termsWithPrefix } from './search-terms';
import { statement } from '../store/statements';
import { TARIFF_COLUMNS, toTariffEntry, type TariffRow } from './tariff-rows';

export interface SearchOptions {
  readonly accessType?: string;
  readonly providerId?: string;
  readonly limit?: number;
}

const DEFAULT_LIMIT = 20;
const RANK_WINDOW = 50;
/** Above every character: `id < prefix || TOP` bounds an id-prefix range. */
const TOP = '\u{10FFFF}';

interface Filter {
  readonly sql: string;
  readonly params: string[];
}

function filterOf(options: SearchOptions): Filter {
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

function nameMatches(db: Db, words: string[], filter: Filter, limit: number): TariffRow[] {
  const candidates = statement(
    db,
    `SELECT ${TARIFF_COLUMNS} FROM tariffs_fts f JOIN tariffs t ON t.row_id = f.rowid
      WHERE tariffs_fts MATCH ? ${filter.sql} ORDER BY f.rowid LIMIT ?`,
  ).all(
    matchExpression(words, (prefix) => termsWithPrefix(db, prefix)),
    ...filter.params,
    Math.max(RANK_WINDOW, limit),
  ) as TariffRow[];
  return candidates
    .map((row, order) => {
      const nameWords = foldedWords(row.name);
      return {
        row,
        order,
        startsWith: words.every((word, i) => nameWords[i]?.startsWith(word)),
        whole: words.filter((word) => nameWords.includes(word)).length,
      };
    })
    .sort(
      (a, b) =>
        Number(b.startsWith) - Number(a.startsWith) ||
        b.whole - a.whole ||
        a.row.name.length - b.row.name.length ||
        a.order - b.order,
    )
    .map(({ row }) => row);
}

/** Up to `limit` (default 20, at most 100) tariffs for what was typed; [] for an empty query. */
export function searchTariffs(db: Db, query: string, options: SearchOptions = {}): TariffEntry[] {
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
