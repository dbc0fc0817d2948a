/**
 * CSV as RFC 4180 writes it: records end with CRLF, a field holding a comma, a quote, CR or LF is quoted and
 * its quotes doubled; the text starts with a UTF-8 byte order mark (U+FEFF, written as EF BB BF), without
 * which spreadsheet programs read the file in the computer's legacy code page and garble every accent.
 */
const NEEDS_QUOTES = /[",\r\n]/;
/** What makes a spreadsheet program read a cell as a formula (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell of text (a name, a reason, a file name) as a spreadsheet shows it and never runs it: one that begins
 * with `=`, `+`, `-`, `@`, a tab or CR gets a leading apostrophe, which Excel and LibreOffice read as "text
 * follows" (OWASP's advice). Only text goes through here: amounts and counts the report makes itself stay
 * numbers ("-7.005"), so a negative difference still sums.
 */
export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const field = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function csvText(records: readonly (readonly string[])[]): string {
  let text = '\uFEFF';
  for (const record of records) text += `${record.map(field).join(',')}\r\n`;
  return text;
}
