/**
 * A calendar date as people type it at the desk, read into ISO "YYYY-MM-DD" (what is stored and sent).
 * Year first ("2026-11-23") or day first ("23/11/2026", "23.11.26", "23 Nov 2026", "23 novembre 2026",
 * "23 Novemba 2026"); never month first, so "03/04/2026" is always 3 April. A month written as a word may
 * be shortened to any three or more letters that name one month only, in English, Kiswahili or French
 * (the names come from `Intl`, accents and dots aside). A two-digit year is in this century.
 */
import { INTL_LOCALE, LANGUAGES } from '../i18n/languages';

/**
 * Why a text is not a date, worded on the page (the `claims` catalogue's `date`): nothing typed, not a
 * date at all, no such day (31 April), or written month first (11/23/2026).
 */
export type DateProblem = 'empty' | 'unreadable' | 'noSuchDay' | 'monthFirst';

export type DateReading =
  { readonly ok: true; readonly iso: string } | { readonly ok: false; readonly problem: DateProblem };

/** Lower case, without accents, dots or extra spaces: "Févr." → "fevr". */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '');

let monthNames: readonly (readonly [name: string, month: number])[] | undefined;

/** Every long and short month name of every language the desk speaks, with its month (1–12). */
function namesOfMonths(): readonly (readonly [string, number])[] {
  if (monthNames) return monthNames;
  const names = new Map<string, number>();
  for (const language of LANGUAGES) {
    for (const style of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: style, timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) names.set(plain(format.format(Date.UTC(2026, month - 1, 1))), month);
    }
  }
  monthNames = [...names];
  return monthNames;
}

/** The month a word names: a whole name or the start (three letters or more) of names of one month only. */
export function monthOfWord(word: string): number | undefined {
  const typed = plain(word);
  if (typed.length < 3) return undefined;
  const months = new Set(
    namesOfMonths()
      .filter(([name]) => name.startsWith(typed))
      .map(([, month]) => month),
  );
  return months.size === 1 ? [...months][0] : undefined;
}

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/;
const MONTH_IN_WORDS = /^(\d{1,2})[\s.-]*([\p{L}.]+)[\s.,-]*(\d{4}|\d{2})$/u;

const pad = (value: number): string => String(value).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): DateReading {
  const fullYear = year < 100 ? 2000 + year : year;
  const daysInMonth = new Date(Date.UTC(fullYear, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || fullYear < 1900 || fullYear > 2199) {
    return { ok: false, problem: 'noSuchDay' };
  }
  return { ok: true, iso: `${fullYear}-${pad(month)}-${pad(day)}` };
}

export function readTypedDate(text: string): DateReading {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, problem: 'empty' };
  const yearFirst = YEAR_FIRST.exec(typed);
  if (yearFirst) return calendarDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = DAY_FIRST.exec(typed);
  if (dayFirst) {
    const [day, month] = [Number(dayFirst[1]), Number(dayFirst[2])];
    // "11/23/2026" is the month-first way: say which way round the desk reads it instead of guessing.
    if (month > 12 && day <= 12) return { ok: false, problem: 'monthFirst' };
    return calendarDay(Number(dayFirst[3]), month, day);
  }
  const inWords = MONTH_IN_WORDS.exec(typed);
  const month = inWords && monthOfWord(inWords[2] ?? '');
  if (inWords && month) return calendarDay(Number(inWords[3]), month, Number(inWords[1]));
  return { ok: false, problem: 'unreadable' };
}

/** The ISO date typed, or undefined when the text is not (yet) a date. */
export function isoDateAsTyped(text: string): string | undefined {
  const reading = readTypedDate(text);
  return reading.ok ? reading.iso : undefined;
}
