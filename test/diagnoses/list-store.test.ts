/**
 * The diagnosis list on a real SQLite file: an import replaces the list whole and
 * is audited, a refused or failed one leaves the list in use, and search finds
 * codes by their start and titles by the start of their words, codes first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diagnosisListInfo, importDiagnosisList, lookupDiagnosis, searchDiagnoses } from '../../main/diagnoses';
import { DEMO_LIST_NAME, loadDemoListIfEmpty } from '../../main/diagnoses/demo-list';
import { replaceDiagnosisList, WRITE_CHUNK } from '../../main/diagnoses/diagnosis-writes';
import type { Db } from '../../main/store/database';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { AUDIT, checkTitleIndex, csvOf, listFingerprint } from './helpers';

const LIST: [string, string][] = [
  ['J06', 'Upper airway infections, acute, of several sites'],
  ['J06.0', 'Laryngopharyngitis, acute'],
  ['J06.9', 'Upper airway infection, acute'],
  ['J20.9', 'Chest cold (acute bronchitis)'],
  ['J00', 'Common cold'],
  ['B54', 'Malaria, type not confirmed'],
  ['B50.9', 'Falciparum malaria'],
  ['R50.9', 'Fever, cause not known'],
  ['L20.9', 'Eczéma atopique'],
  ['OPD/12', 'Review visit'],
  ['A09', 'Diarrhoea and gastroenteritis, probably infectious'],
];

let temp: TempDb;
let db: Db;

beforeEach(() => {
  temp = openTempDb();
  db = temp.db;
});
afterEach(() => temp.close());

function importRows(rows: readonly (readonly [string, string])[], fileName = 'icd10.csv') {
  const result = importDiagnosisList({ ...AUDIT, db }, { fileName, text: csvOf(rows) });
  if (!result.ok) expect.fail(result.error.message);
  return result.value;
}

const codes = (query: string, limit?: number): string[] => searchDiagnoses({ db: db }, query, limit).map((e) => e.code);

describe('importing a diagnosis list', () => {
  it('replaces the list whole and says what it holds, where from and when', () => {
    importRows([['X1', 'Old code']], 'old.csv');
    const outcome = importRows(LIST);
    expect(outcome).toEqual({
      imported: true,
      list: { count: LIST.length, importedAt: '2026-11-24T09:30:00.000Z', sourceName: 'icd10.csv' },
    });
    expect(codes('X1')).toEqual([]);
    expect(codes('old')).toEqual([]);
    expect(codes('code')).toEqual([]);
    expect(
      db.prepare('SELECT word FROM diagnosis_words WHERE word >= ? AND word < ?').pluck().all('mal', 'mam'),
    ).toEqual(['malaria']);
    expect(db.prepare('SELECT count(*) FROM diagnoses').pluck().get()).toBe(LIST.length);
    checkTitleIndex(db);
    const audit = db.prepare("SELECT outcome, subject, detail FROM audit_log WHERE action = 'diagnoses.import'").all();
    expect(audit).toEqual([
      { outcome: 'ok', subject: 'diagnosis list old.csv', detail: '1 code' },
      { outcome: 'ok', subject: 'diagnosis list icd10.csv', detail: '11 codes' },
    ]);
  });

  it('refuses a file with problems, lists them, and keeps the list in use', () => {
    importRows(LIST);
    const before = listFingerprint(db);
    const result = importDiagnosisList(
      { ...AUDIT, db },
      { fileName: 'broken.csv', text: 'code,title\nJ00,Cold\n,No code\nJ00,Cold again' },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        imported: false,
        message:
          'broken.csv was not imported: 2 lines need fixing. The list in use (11 codes from icd10.csv) is unchanged. Fix the file and import it again.',
        problems: [
          { line: 3, message: 'The code is empty.' },
          { line: 4, message: 'Code J00 is also on line 2; keep one of the two lines.' },
        ],
        moreProblems: 0,
      },
    });
    expect(listFingerprint(db)).toBe(before);
    expect(
      db.prepare("SELECT outcome, detail FROM audit_log WHERE subject = 'diagnosis list broken.csv'").get(),
    ).toEqual({ outcome: 'refused', detail: '2 problems' });
  });

  it('lists the first 50 problems and counts the rest', () => {
    const text = ['code,title', ...Array.from({ length: 70 }, () => ',no code')].join('\n');
    const result = importDiagnosisList({ ...AUDIT, db }, { fileName: 'empty-codes.csv', text });
    expect(result).toMatchObject({ ok: true, value: { imported: false, moreProblems: 20 } });
    if (result.ok && !result.value.imported) {
      expect(result.value.problems).toHaveLength(50);
      expect(result.value.message).toMatch(
        /^empty-codes\.csv was not imported: 70 lines need fixing\. No diagnosis list/,
      );
    }
  });

  it('leaves the old list whole when the replacement fails half-way', () => {
    importRows(LIST);
    const before = listFingerprint(db);
    const many = Array.from({ length: WRITE_CHUNK * 2 }, (_, i): [string, string] => [`N${i}`, `New code ${i}`]);
    expect(() =>
      replaceDiagnosisList(
        db,
        many.map(([code, title]) => ({ code, title })),
        { sourceName: 'new.csv', importedAt: '2026-11-24T10:00:00.000Z' },
        (done) => {
          if (done === WRITE_CHUNK) throw new Error('the power went');
        },
      ),
    ).toThrow('the power went');
    expect(listFingerprint(db)).toBe(before);
    checkTitleIndex(db);
    expect(codes('J06.9')).toEqual(['J06.9']);
  });

  it('loads the demo list only into a desk with no list', () => {
    expect(loadDemoListIfEmpty({ ...AUDIT, db })).toMatchObject({ ok: true, value: { imported: true } });
    expect(diagnosisListInfo({ db: db })).toMatchObject({ sourceName: DEMO_LIST_NAME });
    expect(lookupDiagnosis({ db: db }, 'B54').entry).toEqual({ code: 'B54', title: 'Malaria, type not confirmed' });
    importRows(LIST);
    expect(loadDemoListIfEmpty({ ...AUDIT, db })).toBeNull();
    expect(diagnosisListInfo({ db: db }).sourceName).toBe('icd10.csv');
  });
});

describe('searching the diagnosis list', () => {
  beforeEach(() => void importRows(LIST));

  it('finds codes by their start, the exact code first, then in code order', () => {
    expect(codes('j06')).toEqual(['J06', 'J06.0', 'J06.9']);
    expect(codes('J06.')).toEqual(['J06', 'J06.0', 'J06.9']);
    expect(codes('J069')).toEqual(['J06.9']);
    expect(codes('opd12')).toEqual(['OPD/12']);
  });

  it('finds titles by the start of each typed word, in any order, accents aside', () => {
    expect(codes('malaria')).toEqual(['B54', 'B50.9']);
    expect(codes('conf mal')).toEqual(['B54']);
    expect(codes('eczema')).toEqual(['L20.9']);
    expect(codes('gastro diarr')).toEqual(['A09']);
    expect(codes('lood')).toEqual([]);
  });

  it('ranks codes before titles, then titles that start with the typed words, then whole words, then shorter', () => {
    // "b5" begins two codes; no title has a word starting with it.
    expect(codes('b5')).toEqual(['B50.9', 'B54']);
    expect(codes('upper air')).toEqual(['J06.9', 'J06']);
    expect(codes('acute')).toEqual(['J06.0', 'J06.9', 'J20.9', 'J06']);
    expect(codes('cold')).toEqual(['J00', 'J20.9']);
  });

  it('finds a typed start of four letters or more, whether it begins a few words of the list or many', () => {
    importRows(Array.from({ length: 40 }, (_, i): [string, string] => [`W${i}`, `Wordy${i} thing`]));
    // 40 words begin "wordy": searched as a prefix; 11 begin "wordy3": searched as those words.
    expect(codes('wordy', 50)).toHaveLength(40);
    const threes = codes('wordy3 thin', 50);
    expect(threes[0]).toBe('W3');
    expect([...threes].sort()).toEqual(['W3', ...Array.from({ length: 10 }, (_, i) => `W3${i}`)].sort());
  });

  it('answers at most the limit, and nothing for an empty query or FTS syntax', () => {
    expect(codes('j', 2)).toEqual(['J00', 'J06']);
    expect(codes('   ')).toEqual([]);
    expect(codes('"acute"* (')).toEqual(codes('acute'));
    // Operators are words to match like any other.
    expect(codes('acute NOT')).toEqual([]);
    expect(codes('*')).toEqual([]);
  });

  it('says whether a typed code is on the list, by its letters and digits', () => {
    expect(lookupDiagnosis({ db: db }, ' j069 ')).toEqual({
      entry: { code: 'J06.9', title: 'Upper airway infection, acute' },
      listCount: LIST.length,
    });
    expect(lookupDiagnosis({ db: db }, 'Z99.9')).toEqual({ entry: null, listCount: LIST.length });
    expect(lookupDiagnosis({ db: db }, '')).toEqual({ entry: null, listCount: LIST.length });
  });
});
