/**
 * A diagnosis list file (CSV, UTF-8 with or without a byte order mark) read into
 * entries, or into the lines that need fixing. The first line is the header and
 * must name the columns `code` and `title` (in any order, any case; other columns
 * are ignored); each further line is one code. A file with any problem is refused
 * whole, so the list in use is never replaced by part of a file: every problem is
 * found in one pass and reported by line, in staff's words.
 */
import {
  CONTROL_CHARACTERS,
  MAX_DIAGNOSIS_ROWS,
  type DiagnosisEntry,
  type DiagnosisFileProblem,
} from '../../shared/domain/diagnoses';
import { readCsv, type CsvRecord, type CsvSeparator } from './csv';
import { codeKey, isValidCode, MAX_CODE_LENGTH, normaliseCode } from './diagnosis-codes';

export const MAX_TITLE_LENGTH = 300;

export type DiagnosisFileReading =
  | { readonly ok: true; readonly entries: DiagnosisEntry[] }
  | { readonly ok: false; readonly problems: DiagnosisFileProblem[] };

const HEADER_HELP = 'The first line must name the columns, like this: code,title';
const REPLACEMENT_CHARACTER = '\uFFFD';

const isBlank = (record: CsvRecord): boolean => record.fields.every((field) => field.trim() === '');

/** Comma, unless the header line has semicolons and no comma (a spreadsheet's "CSV" in some languages). */
function separatorOf(text: string): CsvSeparator {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

/** The lines (from 1) holding a character no CSV export has, or text that was not UTF-8. */
function unreadableLines(text: string): DiagnosisFileProblem[] {
  const problems: DiagnosisFileProblem[] = [];
  if (!text.includes(REPLACEMENT_CHARACTER) && !CONTROL_CHARACTERS.test(text)) return problems;
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    if (content.includes(REPLACEMENT_CHARACTER)) {
      problems.push({
        line: index + 1,
        message: 'Characters on this line are not UTF-8 text. Save the list as "CSV UTF-8" and import that file.',
      });
    } else if (CONTROL_CHARACTERS.test(content)) {
      problems.push({
        line: index + 1,
        message: 'This line holds characters that are not text. Is this a CSV file? Export the list as CSV.',
      });
    }
  });
  return problems;
}

interface Columns {
  readonly code: number;
  readonly title: number;
  readonly count: number;
}

function columnsOf(header: CsvRecord): Columns | DiagnosisFileProblem {
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const code = names.indexOf('code');
  const title = names.indexOf('title');
  if (code < 0 || title < 0) {
    const shown = header.fields.join(',').slice(0, 80);
    return { line: header.line, message: `${HEADER_HELP} (this file's first line reads "${shown}").` };
  }
  // Spreadsheets may add empty columns at the end; they carry nothing.
  let count = names.length;
  while (count > Math.max(code, title) + 1 && names[count - 1] === '') count--;
  return { code, title, count };
}

interface Seen {
  readonly code: string;
  readonly line: number;
}

/** The entry on one line, or what is wrong with it; `seen` holds the codes of the lines before it. */
function entryOf(record: CsvRecord, columns: Columns, seen: Map<string, Seen>): DiagnosisEntry | string {
  if (record.problem) return `This line cannot be read: ${record.problem}. Put the whole value in double quotes.`;
  const values = record.fields.slice(0, columns.count);
  const extra = record.fields.slice(columns.count).some((field) => field.trim() !== '');
  const count = record.fields.length;
  if (values.length < columns.count) {
    return `This line has ${count} ${count === 1 ? 'value' : 'values'} where the header has ${columns.count}: is the title missing?`;
  }
  if (extra) {
    return (
      `This line has ${count} values where the header has ${columns.count}. ` +
      'A title with a comma in it must be in double quotes, like "Pain, unspecified".'
    );
  }
  const code = normaliseCode(values[columns.code] ?? '');
  const title = (values[columns.title] ?? '').replace(/\s+/g, ' ').trim();
  if (code === '') return 'The code is empty.';
  if (!isValidCode(code)) {
    return (
      `"${code.slice(0, 40)}" is not a code ClaimDesk can use: a code is up to ${MAX_CODE_LENGTH} letters and digits, ` +
      'with no spaces (dots, dashes and slashes may join them).'
    );
  }
  if (title === '') return `Code ${code} has no title.`;
  if (title.length > MAX_TITLE_LENGTH) return `The title of ${code} is longer than ${MAX_TITLE_LENGTH} characters.`;
  const key = codeKey(code);
  const earlier = seen.get(key);
  if (earlier) {
    return earlier.code === code
      ? `Code ${code} is also on line ${earlier.line}; keep one of the two lines.`
      : `Code ${code} is the same code as ${earlier.code} on line ${earlier.line} (dots, dashes and slashes do not make codes different); keep one of the two lines.`;
  }
  seen.set(key, { code, line: record.line });
  return { code, title };
}

/** Reads a diagnosis list file; answers its entries in file order, or every problem found, by line. */
export function readDiagnosisFile(text: string): DiagnosisFileReading {
  const unreadable = unreadableLines(text);
  if (unreadable.length > 0) return { ok: false, problems: unreadable };
  // One record more than allowed tells a file that is too long (the header is one more).
  const reading = readCsv(text, separatorOf(text), MAX_DIAGNOSIS_ROWS + 2);
  const records = reading.records.filter((record) => !isBlank(record));
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: [{ line: 1, message: `The file is empty. ${HEADER_HELP}` }] };
  const columns = columnsOf(header);
  if ('message' in columns) return { ok: false, problems: [columns] };

  const problems: DiagnosisFileProblem[] = [];
  const entries: DiagnosisEntry[] = [];
  const seen = new Map<string, Seen>();
  for (const record of rows.slice(0, MAX_DIAGNOSIS_ROWS)) {
    const entry = entryOf(record, columns, seen);
    if (typeof entry === 'string') problems.push({ line: record.line, message: entry });
    else entries.push(entry);
  }
  const beyond = rows[MAX_DIAGNOSIS_ROWS];
  if (beyond) {
    problems.push({
      line: beyond.line,
      message: `The list goes on past ${MAX_DIAGNOSIS_ROWS.toLocaleString('en')} codes, more than ClaimDesk takes. Split the file or leave out codes this clinic never uses.`,
    });
  }
  if (reading.unclosedQuoteAt !== undefined) {
    problems.push({
      line: reading.unclosedQuoteAt,
      message: 'A double quote opens a value on this line and is never closed, so the rest of the file cannot be read.',
    });
  }
  if (problems.length === 0 && entries.length === 0) {
    problems.push({ line: header.line, message: 'The file has its header line but no codes under it.' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries };
}
