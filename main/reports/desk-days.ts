/**
 * Which instants fall on a range of the desk's days. A day in a zone is not 24 hours from UTC midnight (the
 * zone's offset, and its changes), so instants are first narrowed by a window wide enough for any zone
 * (UTC offsets lie within −12 h … +14 h), then each is read in the zone.
 */
import { calendarDate } from '../claims/calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC window [from − 1 day, to + 2 days) that holds every instant of the zone's days from…to. */
export function utcWindow(from: string, to: string): { readonly start: string; readonly end: string } {
  const start = new Date(Date.parse(`${from}T00:00:00.000Z`) - DAY_MS).toISOString();
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 2 * DAY_MS).toISOString();
  return { start, end };
}

/** Whether the instant, read in `timeZone`, is on a day from `from` to `to` (both included). */
export function onDeskDays(instant: string, from: string, to: string, timeZone: string): boolean {
  const day = calendarDate(new Date(instant), timeZone);
  return day >= from && day <= to;
}
