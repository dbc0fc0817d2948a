/** The desk's calendar in its own zone: today, and this month's first day, as YYYY-MM-DD. */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DESK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const deskToday = (now: Date = new Date()): string => isoDay.format(now);

export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
