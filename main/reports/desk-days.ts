/**
 * Which instants fall on a range of the desk's days. A day in a zone is not 24 hours from UTC midnight (the
 * zone's offset, and its changes), so instants are first narrowed by a window wide enough for any zone
 * (UTC offsets lie within −12 h … +14 h), then those near its edges are read in the zone: an instant at
 * least 12 hours after the first day's UTC midnight, and at least 14 hours before the last day's end in UTC,
 * is on the range's days in every zone.
 */
import { calendarDate } from '../../shared/i18n/calendar';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const midnight = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The UTC window [from − 1 day, to + 2 days) that holds every instant of the zone's days from…to. */
export function utcWindow(from: string, to: string): { readonly start: string; readonly end: string } {
  return {
    start: new Date(midnight(from) - DAY_MS).toISOString(),
    end: new Date(midnight(to) + 2 * DAY_MS).toISOString(),
  };
}

/** Whether an instant, read in `timeZone`, is on a day from `from` to `to` (both included). */
export function deskDaysTest(from: string, to: string, timeZone: string): (instant: string) => boolean {
  const surelyFrom = midnight(from) + 12 * HOUR_MS;
  const surelyBefore = midnight(to) + DAY_MS - 14 * HOUR_MS;
  return (instant) => {
    const at = Date.parse(instant);
    if (at >= surelyFrom && at < surelyBefore) return true;
    const day = calendarDate(new Date(at), timeZone);
    return day >= from && day <= to;
  };
}
