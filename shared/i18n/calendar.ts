/** The desk's calendar date ("today") in its time zone, as YYYY-MM-DD. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function calendarDate(instant: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}
