/**
 * Turns what staff type into FTS5 query text that can never be a syntax error:
 * the input is folded (lower case, diacritics removed, as the unicode61
 * tokenizer folds) and cut into words of letters and digits; everything else,
 * including FTS operators, quotes, `*`, `-`, `^` and parentheses, is a
 * separator, and each word is written as a quoted string, so NEAR, AND, OR, NOT
 * and column names typed by a person are plain words.
 *
 * Each word must match the start of a word of the name (any order). Words of 2
 * or 3 letters use the prefix index; other lengths are expanded into the whole
 * indexed words they begin (`expand`), because FTS5 streams a plain word in
 * rowid order but builds the whole match list of a prefix it has no index for.
 */

/** Beyond this many words (or characters) the rest of a pasted text is ignored. */
const MAX_WORDS = 8;
const MAX_INPUT = 200;

/**
 * Word breaks: anything but a letter or digit, and the few characters that are
 * letters to JavaScript's Unicode but not to the tokenizer's older tables (New Tai
 * Lue vowel signs, two Vedic signs). The index keeps no positions, so FTS5 refuses
 * a quoted word it would cut in two; a test checks every code point against it.
 */
const SEPARATORS = /(?:[^\p{L}\p{N}]|[\u19B0-\u19C0\u19C8\u19C9\u1CF2\u1CF3])+/u;
const MARKS = /\p{M}+/gu;
/** Anything but printable ASCII takes the full Unicode fold. */
const NOT_PLAIN = /[^ -~]/;

/** Lower case, without diacritics, split into words of letters and digits. */
export function foldedWords(text: string): string[] {
  const plain = NOT_PLAIN.test(text) ? text.normalize('NFKD').replace(MARKS, '') : text;
  return plain.toLowerCase().split(SEPARATORS).filter(Boolean);
}

export const queryWords = (input: string): string[] => foldedWords(input.slice(0, MAX_INPUT)).slice(0, MAX_WORDS);

/**
 * Candidates (in index order) ranked as staff expect to read them: texts that begin with the typed words in
 * order first, then those holding more of them as whole words, then the shorter text, then index order.
 */
export function rankByWords<T>(candidates: readonly T[], words: readonly string[], textOf: (row: T) => string): T[] {
  return candidates
    .map((row, order) => {
      const text = textOf(row);
      const textWords = foldedWords(text);
      return {
        row,
        order,
        length: text.length,
        startsWith: words.every((word, i) => textWords[i]?.startsWith(word)),
        whole: words.filter((word) => textWords.includes(word)).length,
      };
    })
    .sort(
      (a, b) =>
        Number(b.startsWith) - Number(a.startsWith) || b.whole - a.whole || a.length - b.length || a.order - b.order,
    )
    .map(({ row }) => row);
}

const quoted = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/** The indexed words that begin with a prefix; null when there are too many to list. */
export type ExpandPrefix = (prefix: string) => readonly string[] | null;

/** What one typed word matches: any word of the name that starts with `prefix`, or one of `terms` whole. */
export type WordMatch =
  { readonly kind: 'prefix'; readonly prefix: string } | { readonly kind: 'terms'; readonly terms: readonly string[] };

export function wordMatch(word: string, expand: ExpandPrefix): WordMatch {
  const length = Array.from(word).length;
  if (length === 2 || length === 3) return { kind: 'prefix', prefix: word };
  const terms = expand(word);
  if (terms === null) return length === 1 ? { kind: 'terms', terms: [word] } : { kind: 'prefix', prefix: word };
  // None known: the list may predate the last write, so let FTS5 look.
  if (terms.length === 0) return { kind: 'prefix', prefix: word };
  return { kind: 'terms', terms };
}

/** The FTS5 query text of one word's match. */
export function matchText(match: WordMatch): string {
  if (match.kind === 'prefix') return `${quoted(match.prefix)}*`;
  return match.terms.length === 1 ? quoted(match.terms[0] ?? '') : `(${match.terms.map(quoted).join(' OR ')})`;
}

/** Whether a word of a name (folded, as foldedWords cuts it) satisfies the match, as FTS5 decides it. */
export const matchesWord = (match: WordMatch, nameWord: string): boolean =>
  match.kind === 'prefix' ? nameWord.startsWith(match.prefix) : match.terms.includes(nameWord);

/**
 * Whether foldedWords cuts `text` exactly into the tokens the index holds for it. True for
 * printable ASCII: the tokenizer's letters and digits there are A–Z, a–z and 0–9, folded to
 * lower case, and every other character separates, as in foldedWords. Beyond ASCII the two
 * case and diacritic foldings may differ on rare characters, so only FTS5 can say.
 */
export const tokenizedAlike = (text: string): boolean => !NOT_PLAIN.test(text);

/** Every word, as the start of a word of the name, in any order: "blo cou" → "blo"* AND "cou"*. */
export const matchExpression = (words: readonly string[], expand: ExpandPrefix): string =>
  words.map((word) => matchText(wordMatch(word, expand))).join(' AND ');
