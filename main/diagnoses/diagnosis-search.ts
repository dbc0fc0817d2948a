/**
 * Type-ahead search over the diagnosis list, ranked:
 *   1. codes, by their letters and digits: the exact code, then the codes it
 *      begins, in code order ("j06" → J06, J06.0, J06.9; "J069" finds J06.9);
 *   2. titles in which every typed word begins a word, in any order. Among these,
 *      titles whose first words begin with the typed words, in order, come first
 *      ("acute up" → "Acute upper respiratory infection"), then titles with more
 *      typed words whole, then the shorter title.
 * Both steps are bounded: codes through the unique key index, titles streamed from
 * FTS5 in rowid order (shortest title first, see diagnosis-writes.ts) with only the
 * first RANK_WINDOW ranked. Typed text is quoted by main/tariffs/fts-query.ts, so
 * nothing typed is FTS syntax; a typed word of four letters or more is searched as
 * the whole words of the list it begins (`diagnosis_words`, see migration 8).
 */
import { MAX_DIAGNOSIS_SEARCH_LIMIT, type DiagnosisEntry } from '../../shared/domain/diagnoses';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import type { StoreDeps } from '../store/store-deps';
import { matchExpression, queryWords, rankByWords } from '../tariffs/fts-query';
import { codeKey } from './diagnosis-codes';

const DEFAULT_LIMIT = 10;
const RANK_WINDOW = 50;
/** Above this many words a prefix is searched as a prefix. */
const MAX_EXPANSION = 32;
/** Above every character: `< prefix || TOP` bounds a prefix range. */
const TOP = '\u{10FFFF}';

interface Row extends DiagnosisEntry {
  readonly row_id: number;
}

const clampLimit = (limit: number | undefined): number =>
  limit === undefined || !Number.isFinite(limit)
    ? DEFAULT_LIMIT
    : Math.min(MAX_DIAGNOSIS_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));

function codeMatches(db: Db, key: string, limit: number): Row[] {
  if (key === '') return [];
  return statement(
    db,
    'SELECT row_id, code, title FROM diagnoses WHERE code_key >= ? AND code_key < ? ORDER BY code_key LIMIT ?',
  ).all(key, key + TOP, limit) as Row[];
}

/** The list's words that begin with `prefix`; null when there are too many to list. */
function wordsWithPrefix(db: Db, prefix: string): readonly string[] | null {
  const words = statement(db, 'SELECT word FROM diagnosis_words WHERE word >= ? AND word < ? ORDER BY word LIMIT ?')
    .pluck()
    .all(prefix, prefix + TOP, MAX_EXPANSION + 1) as string[];
  return words.length > MAX_EXPANSION ? null : words;
}

function titleMatches(db: Db, words: readonly string[], limit: number): Row[] {
  if (words.length === 0) return [];
  const candidates = statement(
    db,
    `SELECT d.row_id, d.code, d.title FROM diagnoses_fts f JOIN diagnoses d ON d.row_id = f.rowid
      WHERE diagnoses_fts MATCH ? ORDER BY f.rowid LIMIT ?`,
  ).all(
    matchExpression(words, (prefix) => wordsWithPrefix(db, prefix)),
    Math.max(RANK_WINDOW, limit),
  ) as Row[];
  return rankByWords(candidates, words, (row) => row.title);
}

/** Up to `limit` (default 10, at most 50) entries for what was typed; [] for an empty query. */
export function searchDiagnoses({ db }: Pick<StoreDeps, 'db'>, query: string, limit?: number): DiagnosisEntry[] {
  const text = query.trim();
  if (text === '') return [];
  const wanted = clampLimit(limit);
  const byCode = codeMatches(db, codeKey(text), wanted);
  const ranked = byCode.length >= wanted ? byCode : [...byCode, ...titleMatches(db, queryWords(text), wanted)];
  const seen = new Set<number>();
  const found: DiagnosisEntry[] = [];
  for (const { row_id, code, title } of ranked) {
    if (seen.has(row_id)) continue;
    seen.add(row_id);
    found.push({ code, title });
    if (found.length === wanted) break;
  }
  return found;
}
