/**
 * Search checks a word that most names hold on the names FTS5 streams, instead of
 * asking FTS5 for it (main/tariffs/tariff-search.ts). These tests hold that to
 * finding exactly what FTS5 alone finds, in the same order, over a cache where
 * most names say "tier", some go beyond ASCII, and the names without "tier" are
 * too many to read through (so the check must give up and let FTS5 answer).
 */
import fc from 'fast-check';
import type { Statement } from 'better-sqlite3-multiple-ciphers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../main/store/database';
import { shareMatching } from '../../main/tariffs/search-terms';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { filterOf, nameCandidates, searchTariffs } from '../../main/tariffs/tariff-search';
import { wordMatch } from '../../main/tariffs/fts-query';
import { openTemp, scriptedClient, tariff, tempDir, type TempDir } from './helpers';

const ITEMS = ['Full blood count', 'Malaria test', 'Crème antifongique', 'Ibuprofène 400 mg', 'X-ray chest'];
const PLACES = ['satellite clinic', 'after hours', 'home visit', 'Nairobi wing'];

/**
 * Seven names in ten say "tier N". The others are "Patient review N" (a word with "tie"
 * inside, not at its start) and, one in fifty, "Dressing (ＴＩＥＲ N)" in full-width
 * letters, which FTS5 does not fold to "tier" while a Unicode NFKD fold would.
 */
function nameOf(i: number): string {
  if (i % 50 === 5) return `Dressing (ＴＩＥＲ ${i % 40})`;
  if (i % 10 < 3) return `Patient review ${i % 7}`;
  return `${ITEMS[i % ITEMS.length] ?? ''} (${PLACES[i % PLACES.length] ?? ''}, tier ${i % 40})`;
}

const TARIFFS = Array.from({ length: 4_000 }, (_, i) =>
  tariff(
    `T-${String(i).padStart(5, '0')}`,
    nameOf(i),
    100 + i,
    i % 3 === 0 ? 'pre-auth' : 'direct',
    i % 2 === 0 ? 'PRV-001' : 'PRV-002',
  ),
);

let temp: TempDir;
let db: Db;

beforeAll(async () => {
  temp = tempDir();
  db = openTemp(temp);
  for (const provider of ['PRV-001', 'PRV-002']) {
    const listed = TARIFFS.filter((t) => t.provider_id === provider);
    await refreshTariffs(db, scriptedClient(listed), {
      now: () => new Date('2026-11-23T08:00:00Z'),
      providerId: provider,
    });
  }
});
afterAll(() => {
  db.close();
  temp.remove();
});

const NEVER = Number.POSITIVE_INFINITY;
const ids = (rows: readonly { id: string }[]): string[] => rows.map((row) => row.id);

describe('words most names hold', () => {
  it('"tier" is one: the cache is built to need the check', () => {
    const tier = wordMatch('tie', () => null);
    expect(shareMatching(db, tier)).toBeGreaterThan(0.6);
  });

  it('are checked on the streamed names, finding what FTS5 alone finds', () => {
    const iterate = vi.spyOn(Object.getPrototypeOf(db.prepare('SELECT 1')) as Statement, 'iterate');
    try {
      const filter = filterOf({});
      const checked = nameCandidates(db, ['blo', 'tier'], filter, 50);
      expect(iterate).toHaveBeenCalled();
      expect(ids(checked)).toEqual(ids(nameCandidates(db, ['blo', 'tier'], filter, 50, NEVER)));
      expect(checked).toHaveLength(50);
    } finally {
      iterate.mockRestore();
    }
  });

  it('find the same tariffs in the same order as FTS5 alone, for any words, window and filter', () => {
    const vocabulary = [
      'tier',
      'tie',
      'ti',
      'full',
      'blo',
      'cou',
      'mal',
      'cre',
      'crème',
      'ibu',
      'ibuprofene',
      '400',
      'mg',
      'x',
      'ray',
      'sat',
      'clinic',
      'aft',
      'hours',
      'home',
      'nai',
      'plain',
      'item',
      '3',
      '12',
      'zzz',
    ];
    const filters = [
      {},
      { providerId: 'PRV-001' },
      { accessType: 'pre-auth' },
      { providerId: 'PRV-002', accessType: 'direct' },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...filters),
        (words, window, options) => {
          const filter = filterOf(options);
          expect(ids(nameCandidates(db, words, filter, window))).toEqual(
            ids(nameCandidates(db, words, filter, window, NEVER)),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('are left to FTS5 when a streamed name goes beyond ASCII, or too many lack them', () => {
    const filter = filterOf({});
    for (const words of [
      ['cre', 'tier'],
      ['plain', 'tier'],
      ['ibu', 'tie', '400'],
    ]) {
      expect(ids(nameCandidates(db, words, filter, 50))).toEqual(ids(nameCandidates(db, words, filter, 50, NEVER)));
    }
    expect(nameCandidates(db, ['cre', 'tier'], filter, 50)).toHaveLength(50);
    expect(nameCandidates(db, ['rev', 'tier'], filter, 50)).toEqual([]);
    expect(nameCandidates(db, ['dre', 'tie'], filter, 50)).toEqual([]);
    expect(ids(searchTariffs({ db: db }, 'crè tier', { limit: 3 }))).toHaveLength(3);
  });
});
