/**
 * The service's calendar date, which /v1/tariffs/update filters on. The service
 * document names no time zone; the configured service zone (UTC by default, see
 * shared/service-time.ts) decides which date "now" is.
 */
import { formatServiceTimestamp } from '../../shared/service-time';

const DAY_MS = 86_400_000;

export const serviceDate = (instant: Date, timeZone?: string): string =>
  formatServiceTimestamp(instant, timeZone).slice(0, 10);

/** The date before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}
