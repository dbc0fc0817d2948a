/**
 * The simulator's clock: real time plus an offset that /__sim/clock moves
 * forward, so tests expire OTPs without sleeping. Timestamps go on the wire in
 * the configured IANA zone, as "YYYY-MM-DD HH:MM:SS".
 */
import { formatServiceTimestamp } from '../../shared/service-time';
export interface SimClock {
  now(): Date;
  advance(seconds: number): void;
  reset(): void;
  /** "YYYY-MM-DD HH:MM:SS" in the clock's zone. */
  timestamp(at: Date): string;
  /** "YYYY-MM-DD" in the clock's zone. */
  calendarDate(at: Date): string;
}

export function createClock(timeZone: string): SimClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
    timestamp: (at) => formatServiceTimestamp(at, timeZone),
    calendarDate: (at) => formatServiceTimestamp(at, timeZone).slice(0, 10),
  };
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
