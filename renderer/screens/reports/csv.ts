/**
 * CSV as RFC 4180 writes it: records end with CRLF, a field holding a comma, a quote, CR or LF is quoted and
 * its quotes doubled; the text starts with a UTF-8 byte order mark (U+FEFF, written as EF BB BF), without
 * which spreadsheet programs read the file in the computer's legacy code page and garble every accent.
 */
const NEEDS_QUOTES = /[",\r\n]/;

const field = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function csvText(records: readonly (readonly string[])[]): string {
  let text = '\uFEFF';
  for (const record of records) text += `${record.map(field).join(',')}\r\n`;
  return text;
}
