/**
 * Where an instant falls at the desk: the page writes every time in the desk's zone (the host's,
 * shared/i18n/format.ts DESK_TIME_ZONE), so a test that matches a printed date or hour reads it here instead of
 * assuming UTC; 11:02 UTC on the 21st is the 20th at 23:02 twelve hours west, the 22nd at 00:02 thirteen east.
 */
import { DESK_TIME_ZONE } from '../../shared/i18n/format';

/** The day of the month, as dates are written ("21"). */
export const deskDay = (instant: string): string =>
  new Intl.DateTimeFormat('en', { timeZone: DESK_TIME_ZONE, day: 'numeric' }).format(new Date(instant));

/** The hour and minute on a 24-hour clock ("06:00"). */
export const deskClock = (instant: string): string =>
  new Intl.DateTimeFormat('en', {
    timeZone: DESK_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
