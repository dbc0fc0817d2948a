import { describe, expect, it } from 'vitest';
import { readDiagnosisFile } from '../../main/diagnoses/diagnosis-file';
import { DEMO_DIAGNOSES_CSV } from '../../main/diagnoses/demo-list';
import { MAX_DIAGNOSIS_ROWS } from '../../shared/domain/diagnoses';

/** A message matching `pattern`, inside an expected value. */
const matching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;

function entries(text: string) {
  const reading = readDiagnosisFile(text);
  if (!reading.ok) expect.fail(`refused: ${JSON.stringify(reading.problems)}`);
  return reading.entries;
}

function problems(text: string) {
  const reading = readDiagnosisFile(text);
  if (reading.ok) expect.fail('the file was accepted');
  return reading.problems;
}

describe('readDiagnosisFile', () => {
  it('reads codes trimmed and in capitals, titles with their spaces tidied, in file order', () => {
    expect(
      entries('code,title\n j06.9 , Upper airway infection\nB54,"Malaria,\n  type not confirmed"\nOPD/12,Review'),
    ).toEqual([
      { code: 'J06.9', title: 'Upper airway infection' },
      { code: 'B54', title: 'Malaria, type not confirmed' },
      { code: 'OPD/12', title: 'Review' },
    ]);
  });

  it('takes UTF-8 with or without a byte order mark, CRLF line ends and blank lines', () => {
    const text = 'code,title\r\nL20.9,Eczéma atopique\r\n\r\n,\r\nR51,Headache\r\n';
    expect(entries(`\uFEFF${text}`)).toEqual(entries(text));
    expect(entries(text)).toEqual([
      { code: 'L20.9', title: 'Eczéma atopique' },
      { code: 'R51', title: 'Headache' },
    ]);
  });

  it('finds the columns by name in any order and case, and ignores other columns', () => {
    expect(entries('Chapter,TITLE,Code,,\nX,Cough,R05,,\n')).toEqual([{ code: 'R05', title: 'Cough' }]);
  });

  it('reads a semicolon-separated file (a spreadsheet saving CSV in French)', () => {
    expect(entries('code;title\nJ00;Rhume banal, simple')).toEqual([{ code: 'J00', title: 'Rhume banal, simple' }]);
  });

  it('refuses a file without the header, saying what the first line must be', () => {
    expect(problems('J06.9,Cold\nB54,Malaria')).toEqual([
      {
        line: 1,
        message:
          'The first line must name the columns, like this: code,title (this file\'s first line reads "J06.9,Cold").',
      },
    ]);
    expect(problems('')).toEqual([{ line: 1, message: matching(/^The file is empty\./) }]);
    expect(problems('code,title\n\n')).toEqual([
      { line: 1, message: 'The file has its header line but no codes under it.' },
    ]);
  });

  it('reports every bad row by its line, in plain words', () => {
    const text = [
      'code,title', // 1
      'J06.9,Upper airway infection', // 2
      ',No code', // 3
      'J06 9,Space in the code', // 4
      'R51,', // 5
      'R10.4,Pain, belly', // 6: an unquoted comma
      'R05', // 7
      'A1,"Pain" in the back', // 8
      `Z00,${'x'.repeat(301)}`, // 9
      'ABCDEFGHIJKLMNOPQRSTU,Too long a code', // 10
    ].join('\n');
    expect(problems(text)).toEqual([
      { line: 3, message: 'The code is empty.' },
      { line: 4, message: matching(/^"J06 9" is not a code ClaimDesk can use: .*no spaces/) },
      { line: 5, message: 'Code R51 has no title.' },
      {
        line: 6,
        message:
          'This line has 3 values where the header has 2. A title with a comma in it must be in double quotes, like "Pain, unspecified".',
      },
      { line: 7, message: 'This line has 1 value where the header has 2: is the title missing?' },
      {
        line: 8,
        message: matching(/^This line cannot be read: it has text after the closing double quote/),
      },
      { line: 9, message: 'The title of Z00 is longer than 300 characters.' },
      { line: 10, message: matching(/^"ABCDEFGHIJKLMNOPQRSTU" is not a code/) },
    ]);
  });

  it('reports a code listed twice, also when only dots or case tell the two apart', () => {
    expect(problems('code,title\nJ06.9,Cold\nB54,Malaria\nj06.9,Cold again\nJ069,Cold once more')).toEqual([
      { line: 4, message: 'Code J06.9 is also on line 2; keep one of the two lines.' },
      {
        line: 5,
        message:
          'Code J069 is the same code as J06.9 on line 2 (dots, dashes and slashes do not make codes different); keep one of the two lines.',
      },
    ]);
  });

  it('counts lines from the first line of a row, past values that span lines', () => {
    expect(problems('code,title\nA1,"two\nlines"\n,empty code')).toEqual([{ line: 4, message: 'The code is empty.' }]);
  });

  it('refuses text that is not UTF-8, or not text, by line', () => {
    expect(problems('code,title\nA1,Caf\uFFFD au lait\nA2,ok')).toEqual([
      { line: 2, message: matching(/not UTF-8 text\. Save the list as "CSV UTF-8"/) },
    ]);
    expect(problems('code,title\nA1,ok\nA2,\u0000\u0001')).toEqual([
      { line: 3, message: matching(/not text\. Is this a CSV file\?/) },
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(problems('code,title\nA1,"open\nA2,never closed')).toEqual([
      { line: 2, message: matching(/never closed, so the rest of the file cannot be read/) },
    ]);
  });

  it(`refuses a list longer than ${MAX_DIAGNOSIS_ROWS.toLocaleString('en')} codes, at the first line past it`, () => {
    const rows = Array.from({ length: MAX_DIAGNOSIS_ROWS + 5 }, (_, i) => `C${i},Code ${i}`);
    const found = problems(['code,title', ...rows].join('\n'));
    expect(found).toEqual([{ line: MAX_DIAGNOSIS_ROWS + 2, message: matching(/goes on past 100,000 codes/) }]);
  });

  it('reads the demo list whole', () => {
    const demo = entries(DEMO_DIAGNOSES_CSV);
    expect(demo.length).toBeGreaterThanOrEqual(60);
    expect(demo).toContainEqual({ code: 'B54', title: 'Malaria, type not confirmed' });
  });
});
