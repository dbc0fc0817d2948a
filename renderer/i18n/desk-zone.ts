/**
 * The desk's time zone and calendar, as the page uses them: the core's (the reception PC's, which app.state tells
 * as the page starts), not the browser's. A browser in another zone than the desk's machine (browser mode, a PC
 * whose zone was changed under a running page) would otherwise fill today's attendance date with a day the core
 * refuses as in the future, and write times an hour off the ones the core printed. Until the core has said, the
 * browser's zone stands in: nothing shows before app.state answers (App.tsx), so no screen reads it.
 */
import { calendarDate } from '../../shared/i18n/calendar';
import { DESK_TIME_ZONE as BROWSER_ZONE } from '../../shared/i18n/format';

let zone = BROWSER_ZONE;

/** The zone the core said it keeps the desk's calendar in (an IANA name); the browser's when unknown or invalid. */
export function followDeskZone(told: string | undefined): void {
  zone = told !== undefined && isZone(told) ? told : BROWSER_ZONE;
}

export const deskTimeZone = (): string => zone;

/** The desk's date now (or at `now`), YYYY-MM-DD. */
export const deskToday = (now: Date = new Date()): string => calendarDate(now, zone);

// shared/domain/settings.ts has the same check, but importing it brings zod into the first screen's code (+113 kB).
function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
