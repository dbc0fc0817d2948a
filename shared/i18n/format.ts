/**
 * How amounts, numbers and dates look on the page, per language, through `Intl`.
 * One date style everywhere ("23 Nov 2026": the month spelled, so 11/12 can never
 * be read both ways). Amounts are formatted from their decimal text, which `Intl`
 * keeps exact, never through a float.
 */
import { formatMoney, isMoneyText, type Money } from '../money';
import { INTL_LOCALE, type Language } from './languages';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const amountFormat = (language: Language): Intl.NumberFormat =>
  cached(
    `amount:${language}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  );

/**
 * An amount with the language's grouping and decimal sign: "1,500.00", "1 500,00".
 * Accepts a Money or the decimal text the core sends (`"1500.00"`); text that is not
 * an amount is shown as it came, so nothing the service wrote is hidden.
 */
export function formatAmount(amount: Money | string, language: Language): string {
  const text = typeof amount === 'string' ? amount.trim() : formatMoney(amount, 4);
  if (!isMoneyText(text)) return text;
  // Intl.NumberFormat formats a decimal string exactly (ECMA-402 "string as exact decimal").
  return amountFormat(language).format(text as unknown as number);
}

/** A whole count with the language's grouping: "12,500", "12 500". */
export function formatCount(count: number, language: Language): string {
  return cached(`count:${language}`, () => new Intl.NumberFormat(INTL_LOCALE[language])).format(count);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ("2026-11-23", no time and no zone) in the one date style: "23 Nov 2026". */
export function formatDate(isoDate: string, language: Language): string {
  if (!ISO_DATE.test(isoDate)) return isoDate;
  const formatter = cached(
    `date:${language}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The zone of the reception PC (page and core run on it), named in every time shown. */
export const DESK_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone of an instant written one way in every language, as its offset from UTC: "UTC+3", "UTC+5:30",
 * "UTC" (each language's own name would read "EAT", "UTC+3" and "GMT +3" for one zone).
 */
export function zoneLabel(date: Date, timeZone: string): string {
  const offset = cached(
    `offset:${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  )
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const [, sign = '+', hours = '00', minutes = '00'] = match ?? [];
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * An instant (ISO 8601 with its offset, or epoch milliseconds) as the date and time
 * in a named zone, with the zone written out: "24 Nov 2026, 01:40 UTC+3".
 */
export function formatDateTime(instant: string | number, language: Language, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const formatter = cached(
    `datetime:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  );
  return `${formatter.format(date)} ${zoneLabel(date, timeZone)}`;
}

/**
 * An instant as the time of day when it falls on today's date in `timeZone` ("06:57 UTC+3"), else as the date and
 * time: what a status line says of an instant without repeating today's date.
 */
export function formatWhen(instant: string, now: number, language: Language, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const day = cached(`day:${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone }));
  if (day.format(date) !== day.format(new Date(now))) return formatDateTime(instant, language, timeZone);
  const formatter = cached(
    `time:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[language], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  );
  return `${formatter.format(date)} ${zoneLabel(date, timeZone)}`;
}

/** A share of a whole (0…1) as a whole percentage: "25%", "25 %". */
export function formatPercent(share: number, language: Language): string {
  return cached(
    `percent:${language}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}

const unitFormat = (unit: 'byte' | 'kilobyte' | 'megabyte', language: Language): Intl.NumberFormat =>
  cached(
    `size:${unit}:${language}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        style: 'unit',
        unit,
        unitDisplay: unit === 'byte' ? 'long' : 'short',
        maximumFractionDigits: 1,
      }),
  );

/** A file size in bytes, KB or MB (1 KB = 1,024 bytes), in the language's words: "1.5 MB", "1,5 Mo". */
export function formatSize(bytes: number, language: Language): string {
  if (bytes < 1024) return unitFormat('byte', language).format(bytes);
  if (bytes < 1024 * 1024) return unitFormat('kilobyte', language).format(bytes / 1024);
  return unitFormat('megabyte', language).format(bytes / (1024 * 1024));
}

const relativeFormat = (language: Language): Intl.RelativeTimeFormat =>
  cached(`relative:${language}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' }));

/** How long ago an instant was, in the words a desk uses: "now", "3 minutes ago", "yesterday", "4 days ago". */
export function formatAge(instant: string, now: number, language: Language): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(instant)) / 1000));
  const format = relativeFormat(language);
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

const comingFormat = (language: Language): Intl.RelativeTimeFormat =>
  cached(`coming:${language}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'always' }));

/**
 * How soon an instant comes, in whole seconds under a minute, else whole minutes (rounded up, so a wait is never
 * said shorter than it is): "in 4 seconds", "dans 2 minutes"; undefined once it has come.
 */
export function formatComing(instant: string, now: number, language: Language): string | undefined {
  const seconds = Math.ceil((Date.parse(instant) - now) / 1000);
  if (!(seconds > 0)) return undefined;
  const format = comingFormat(language);
  return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}
