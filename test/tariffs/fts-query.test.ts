/**
 * The tariff index keeps no word positions (migration 5), so FTS5 refuses a
 * quoted word that its tokenizer would cut into two or more tokens. These tests
 * check that the query side never builds one, for every Unicode code point,
 * against the real index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../main/store/database';
import { foldedWords, matchExpression, queryWords } from '../../main/tariffs/fts-query';
import { openTemp, tempDir, type TempDir } from './helpers';

let temp: TempDir;
let db: Db;
beforeAll(() => {
  temp = tempDir();
  db = openTemp(temp);
});
afterAll(() => {
  db.close();
  temp.remove();
});

const BATCH = 512;
const isSurrogate = (codePoint: number): boolean => codePoint >= 0xd800 && codePoint <= 0xdfff;

/** The words among `words` whose prefix query FTS5 refuses, found by halving a refused batch. */
function refused(words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const query = db.prepare('SELECT count(*) FROM tariffs_fts WHERE tariffs_fts MATCH ?').pluck();
  try {
    query.get(words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' OR '));
    return [];
  } catch (error) {
    if (words.length === 1) return [`${words[0]} (${error instanceof Error ? error.message : String(error)})`];
  }
  const half = Math.ceil(words.length / 2);
  return [...refused(words.slice(0, half)), ...refused(words.slice(half))];
}

describe('query words and the tokenizer', () => {
  it('every word folded from any one code point between two letters is a single token', () => {
    const words = new Set<string>();
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint++) {
      if (isSurrogate(codePoint)) continue;
      for (const word of foldedWords(`x${String.fromCodePoint(codePoint)}y`))
        if (word !== 'x' && word !== 'y' && word !== 'xy') words.add(word);
    }
    const list = [...words];
    expect(list.length).toBeGreaterThan(100_000);
    const bad: string[] = [];
    for (let start = 0; start < list.length; start += BATCH) bad.push(...refused(list.slice(start, start + BATCH)));
    expect(bad).toEqual([]);
  });

  it('cuts words where the tokenizer does, so the whole expression is accepted', () => {
    const words = queryWords('Full bl x\u1CF2y');
    expect(words).toEqual(['full', 'bl', 'x', 'y']);
    const expression = matchExpression(words, (prefix) => (prefix === 'full' ? ['fuller', 'fullest'] : []));
    expect(expression).toBe('("fuller" OR "fullest") AND "bl"* AND "x"* AND "y"*');
    expect(() =>
      db.prepare('SELECT count(*) FROM tariffs_fts WHERE tariffs_fts MATCH ?').get(expression),
    ).not.toThrow();
    // The same word uncut is what FTS5 would refuse.
    expect(refused(['x\u1CF2y'])).toHaveLength(1);
  });
});
