import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../main/diagnoses/csv';

const fieldsOf = (text: string, separator: ',' | ';' = ','): string[][] =>
  readCsv(text, separator).records.map((record) => [...record.fields]);

describe('readCsv', () => {
  it('reads quoted values with separators, doubled quotes and line breaks inside', () => {
    const reading = readCsv('code,title\r\nR10.4,"Pain, belly"\r\nX1,"Said ""ouch"""\r\nX2,"Two\r\nlines"\r\nX3,last');
    expect(reading.records.map((record) => [record.line, ...record.fields])).toEqual([
      [1, 'code', 'title'],
      [2, 'R10.4', 'Pain, belly'],
      [3, 'X1', 'Said "ouch"'],
      [4, 'X2', 'Two\nlines'],
      [6, 'X3', 'last'],
    ]);
    expect(reading.unclosedQuoteAt).toBeUndefined();
  });

  it('drops a byte order mark and takes LF, CRLF and CR line ends alike', () => {
    expect(fieldsOf('\uFEFFcode,title\na,b\r\nc,d\re,f\n')).toEqual([
      ['code', 'title'],
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps empty values and blank lines as records for the caller to judge', () => {
    expect(fieldsOf('a,,c\n\n,\n""')).toEqual([['a', '', 'c'], [''], ['', '']]);
  });

  it('keeps a quote inside an unquoted value as a character', () => {
    expect(fieldsOf('5" bandage,x')).toEqual([['5" bandage', 'x']]);
  });

  it('marks a record with text after a closing quote, and reads on', () => {
    const { records } = readCsv('A1,"Pain" in the back\nA2,ok');
    expect(records[0]).toMatchObject({
      line: 1,
      problem: expect.stringContaining('after the closing double quote') as string,
    });
    expect(records[1]).toEqual({ line: 2, fields: ['A2', 'ok'] });
  });

  it('stops at a quote never closed, and says on which line it opened', () => {
    const reading = readCsv('code,title\nA1,ok\nA2,"never closed\nA3,lost');
    expect(reading.unclosedQuoteAt).toBe(3);
    expect(reading.records.map((record) => record.fields[0])).toEqual(['code', 'A1']);
  });

  it('reads semicolon-separated files when told to', () => {
    expect(fieldsOf('code;title\nJ06.9;"Cold; acute"', ';')).toEqual([
      ['code', 'title'],
      ['J06.9', 'Cold; acute'],
    ]);
  });

  it('stops after the number of records asked for', () => {
    expect(readCsv('a\nb\nc\nd', ',', 2).records.map((record) => record.fields[0])).toEqual(['a', 'b']);
  });

  it('reads back any table written the RFC 4180 way', () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', 'é', '1') });
    const table = fc.array(fc.array(value, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        const text = rows.map((row) => row.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')).join('\r\n');
        expect(fieldsOf(text)).toEqual(rows);
      }),
    );
  });
});
