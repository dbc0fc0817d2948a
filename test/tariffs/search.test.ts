import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../main/store/database';
import { getTariff } from '../../main/tariffs/tariff-cache';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { openTemp, scriptedClient, tariff, tempDir, type TempDir } from './helpers';

let temp: TempDir;
let db: Db;

const TARIFFS = [
  tariff('TRF-001-000002', 'Full blood count', 450),
  tariff('TRF-001-000020', 'Blood sugar, random', 150),
  tariff('TRF-001-000200', 'Count of reticulocytes in blood', 900.5),
  tariff('TRF-001-000003', 'Blood count, full, with differential (automated analyser)', 1200),
  tariff('TRF-001-000004', 'Counselling session', 1000),
  tariff('TRF-001-000005', 'X-ray chest PA view', 1649, 'pre-auth'),
  tariff('TRF-001-000006', 'Crème antifongique', 300),
  tariff('TRF-001-000007', 'Ultrasound obstetric', 3000, 'pre-auth'),
  tariff('FBC', 'Ferritin', 2000),
  tariff('TRF-002-000002', 'Full blood count', 470, 'direct', 'PRV-002'),
  ...Array.from({ length: 60 }, (_, i) =>
    tariff(`TRF-001-9${String(i).padStart(5, '0')}`, `Consultation variant ${i}`, 800),
  ),
];

beforeAll(async () => {
  temp = tempDir();
  db = openTemp(temp);
  await refreshTariffs(db, scriptedClient(TARIFFS), { now: () => new Date('2026-11-22T08:00:00Z') });
});
afterAll(() => {
  db.close();
  temp.remove();
});

const ids = (query: string, options = {}): string[] => searchTariffs({ db: db }, query, options).map((t) => t.id);

describe('searchTariffs', () => {
  it('finds names by the start of each typed word, in any order', () => {
    expect(ids('blo cou', { providerId: 'PRV-001' })).toEqual(['TRF-001-000003', 'TRF-001-000002', 'TRF-001-000200']);
    expect(ids('cou blo', { providerId: 'PRV-001' }).sort()).toEqual([
      'TRF-001-000002',
      'TRF-001-000003',
      'TRF-001-000200',
    ]);
    expect(ids('counselling')).toEqual(['TRF-001-000004']);
    expect(ids('lood')).toEqual([]);
  });

  it('ranks the name that starts with the typed words first, then whole words, then the shorter name', () => {
    expect(ids('full bl', { providerId: 'PRV-001' })).toEqual(['TRF-001-000002', 'TRF-001-000003']);
    expect(ids('blood', { providerId: 'PRV-001' })).toEqual([
      'TRF-001-000020',
      'TRF-001-000003',
      'TRF-001-000002',
      'TRF-001-000200',
    ]);
    expect(ids('blo', { providerId: 'PRV-001' })[0]).toBe('TRF-001-000020');
  });

  it('puts an exact id first, then ids that start with the text', () => {
    expect(ids('FBC')[0]).toBe('FBC');
    expect(ids('fbc')[0]).toBe('FBC');
    expect(ids('TRF-001-00000')).toEqual([
      'TRF-001-000002',
      'TRF-001-000003',
      'TRF-001-000004',
      'TRF-001-000005',
      'TRF-001-000006',
      'TRF-001-000007',
    ]);
    expect(ids('trf-001-000002')).toEqual(['TRF-001-000002']);
    expect(ids('TRF-00', { limit: 100 })).toHaveLength(TARIFFS.length - 1);
  });

  it('filters by access type and provider, and honours the limit', () => {
    expect(ids('ray', { accessType: 'pre-auth' })).toEqual(['TRF-001-000005']);
    expect(ids('ray', { accessType: 'direct' })).toEqual([]);
    expect(ids('full blood', { providerId: 'PRV-002' })).toEqual(['TRF-002-000002']);
    expect(ids('consul')).toHaveLength(20);
    expect(ids('consul', { limit: 5 })).toHaveLength(5);
    expect(ids('consul', { limit: 1000 })).toHaveLength(60);
    expect(ids('consul', { limit: 0 })).toHaveLength(1);
  });

  it('folds case and diacritics both ways, and splits on punctuation', () => {
    expect(ids('creme')).toEqual(['TRF-001-000006']);
    expect(ids('CRÈME ANTI')).toEqual(['TRF-001-000006']);
    expect(ids('x-ray ch')).toEqual(['TRF-001-000005']);
    expect(ids('x ray')).toEqual(['TRF-001-000005']);
  });

  it('answers the exact price and its display text', () => {
    const [found] = searchTariffs({ db: db }, 'reticulo');
    expect(found).toEqual({
      id: 'TRF-001-000200',
      providerId: 'PRV-001',
      name: 'Count of reticulocytes in blood',
      price: 9_005_000n,
      priceText: '900.50',
      accessType: 'direct',
    });
    expect(getTariff(db, 'PRV-001', 'TRF-001-000200')).toEqual(found);
    expect(getTariff(db, 'PRV-002', 'TRF-001-000200')).toBeNull();
  });

  it('answers nothing for empty or blank input, and treats FTS syntax as plain words', () => {
    for (const blank of ['', '   ', '\t\n']) expect(ids(blank)).toEqual([]);
    for (const syntax of ['"', '*', '-', 'NEAR(a b)', 'name:blood', '^full', 'blood OR x', 'AND', '(', "'", '\u0301']) {
      expect(() => searchTariffs({ db: db }, syntax)).not.toThrow();
    }
    expect(ids('NEAR')).toEqual([]);
    expect(ids('"full blood"')).toContain('TRF-001-000002');
    expect(ids('blood*')).toContain('TRF-001-000002');
  });

  it('never throws, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc
        .array(
          fc.constantFrom(
            '"',
            '*',
            '-',
            '^',
            ':',
            '(',
            ')',
            'NEAR',
            'AND',
            'OR',
            'NOT',
            'blo',
            ' ',
            'é',
            '\u0000',
            '+',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(typed, fc.option(fc.integer({ min: -5, max: 500 })), (query, limit) => {
        const found = searchTariffs({ db: db }, query, limit === null ? {} : { limit });
        expect(Array.isArray(found)).toBe(true);
        expect(found.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});
