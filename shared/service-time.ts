/**
 * The service's timestamps ("YYYY-MM-DD HH:MM:SS", e.g. otp_expire_at) carry no
 * zone; the document does not say which one they are in, so the zone is a
 * setting (IANA name, 'UTC' by default). Conversions go through Intl, so they
 * follow the zone's daylight-saving rules.
 *
 * Wall-clock times that a transition makes ambiguous or skips are resolved like
 * Temporal's 'compatible' disambiguation: a repeated time means its first
 * occurrence; a skipped time is moved forward by the length of the gap.
 *
 * Plain module (no Node or Electron imports) in shared/: the core and the simulator both convert with it.
 */

const DEFAULT_SERVICE_TIME_ZONE = 'UTC';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const field = (name: string): number => fields[name] ?? Number.NaN;
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** The wall clock read as if it were UTC, in milliseconds. */
const wallClockMs = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number =>
  wallClockMs(wallClockOf(instant, timeZone)) - Math.floor(instant / 1000) * 1000;

/** Reads a service timestamp as a wall-clock time in `timeZone`. Throws RangeError on text that is not a real time. */
export function parseServiceTimestamp(text: string, timeZone: string = DEFAULT_SERVICE_TIME_ZONE): Date {
  const match = TIMESTAMP.exec(text);
  if (!match) throw new RangeError('not a service timestamp (YYYY-MM-DD HH:MM:SS)');
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(local);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError('not a real calendar time');
  }
  const offsetBefore = offsetAt(local - DAY_MS, timeZone);
  const offsetAfter = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => instant + offsetAt(instant, timeZone) === local,
  );
  // No candidate: the time falls in a gap; the offset before the gap moves it forward by the gap's length.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : local - offsetBefore);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Writes an instant as the service's timestamp, in `timeZone`'s wall-clock time (seconds truncated). */
export function formatServiceTimestamp(date: Date, timeZone: string = DEFAULT_SERVICE_TIME_ZONE): string {
  const w = wallClockOf(date.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
