/**
 * Comma-separated values as RFC 4180 writes them, read the way spreadsheets save
 * them: records end with CRLF, LF or CR; a field in double quotes may hold the
 * separator, line breaks and quotes (written twice); a leading byte order mark is
 * dropped. Each record keeps the line of the file it starts on, so problems can be
 * reported by line. Lenient where nothing is lost: a quote inside an unquoted
 * field is kept as a character. What cannot be read is reported, not guessed:
 * text after a closing quote (the record is marked), and a quote never closed (the
 * rest of the file would be one field, so reading stops there).
 */

export interface CsvRecord {
  /** The line the record starts on, from 1. */
  readonly line: number;
  readonly fields: readonly string[];
  /** Why the record cannot be trusted, when it cannot. */
  readonly problem?: string;
}

export interface CsvReading {
  readonly records: CsvRecord[];
  /** A quoted field never closed: reading stopped at the line it opened on. */
  readonly unclosedQuoteAt?: number;
}

/** Comma, or semicolon as spreadsheets set to a language with a decimal comma save CSV. */
export type CsvSeparator = ',' | ';';

const BOM = '\uFEFF';
const QUOTE = '"';

/**
 * Reads `text` into records whose values are separated by `separator`. Stops once
 * `maxRecords` records are read (the caller reports a file that long).
 */
export function readCsv(
  text: string,
  separator: CsvSeparator = ',',
  maxRecords = Number.POSITIVE_INFINITY,
): CsvReading {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let problem: string | undefined;
  let at = 0;

  const endField = (): void => {
    fields.push(field);
    field = '';
  };
  const endRecord = (): void => {
    endField();
    records.push(problem === undefined ? { line: recordLine, fields } : { line: recordLine, fields, problem });
    fields = [];
    problem = undefined;
  };
  /** Consumes one line break at `at` (CRLF counts once); true when there was one. */
  const lineBreak = (): boolean => {
    const char = source[at];
    if (char === '\r') at += source[at + 1] === '\n' ? 2 : 1;
    else if (char === '\n') at += 1;
    else return false;
    line += 1;
    return true;
  };

  /** The end of the run of ordinary characters from `from`: the next `stop` character, or the end. */
  const runEnd = (from: number, stops: RegExp): number => {
    stops.lastIndex = from;
    return stops.exec(source)?.index ?? source.length;
  };
  const plainStops = separator === ',' ? /[,\r\n]/g : /[;\r\n]/g;
  const quotedStops = /["\r\n]/g;

  while (at < source.length && records.length < maxRecords) {
    const char = source[at];
    if (char === QUOTE && field === '') {
      const openedOn = line;
      at += 1;
      for (;;) {
        const end = runEnd(at, quotedStops);
        field += source.slice(at, end);
        at = end;
        if (at >= source.length) return { records, unclosedQuoteAt: openedOn };
        if (lineBreak()) field += '\n';
        else if (source[at + 1] === QUOTE) {
          field += QUOTE;
          at += 2;
        } else break;
      }
      at += 1;
      // Text after the closing quote is kept as it came, but the record is not trusted.
      const end = runEnd(at, plainStops);
      if (end > at) problem ??= 'it has text after the closing double quote of a value';
      field += source.slice(at, end);
      at = end;
    } else if (char === separator) {
      endField();
      at += 1;
    } else if (lineBreak()) {
      endRecord();
      recordLine = line;
    } else {
      const end = runEnd(at, plainStops);
      field += source.slice(at, end);
      at = end;
    }
  }
  // The last record has no line break after it, unless the file ends with one.
  if (records.length < maxRecords && (field !== '' || fields.length > 0 || problem !== undefined)) endRecord();
  return { records };
}
