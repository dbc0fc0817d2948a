/**
 * The simulator's clock: real time plus an offset that /__sim/clock moves
 * forward, so tests expire OTPs without sleeping. Timestamps go on the wire in
 * the configured IANA zone, as "YYYY-MM-DD HH:MM:SS".
 */
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
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = (at: Date): Record<string, string> =>
    Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
    timestamp: (at) => {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    },
    calendarDate: (at) => {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day}`;
    },
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
