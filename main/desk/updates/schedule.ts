/**
 * When the feed is asked: a little after ClaimDesk starts (so the first minutes belong to the desk's own
 * work), then a day after each answer. A check that failed (no connection, the feed down) is tried again
 * an hour later rather than the next day. At most one check is due at a time: arming replaces it.
 */
import type { UpdateClock } from './clock';

export interface CheckTiming {
  readonly startDelayMs: number;
  readonly intervalMs: number;
  readonly retryMs: number;
}

export const CHECK_TIMING: CheckTiming = {
  startDelayMs: 2 * 60_000,
  intervalMs: 24 * 60 * 60_000,
  retryMs: 60 * 60_000,
};

export interface CheckSchedule {
  /** The first check after start. */
  soon(): void;
  /** The next check after the feed answered. */
  afterAnswer(): void;
  /** The next check after a failure. */
  afterFailure(): void;
  /** No check is due (one is running, or updates are off). */
  stop(): void;
}

export function createCheckSchedule(clock: UpdateClock, check: () => void, timing: CheckTiming): CheckSchedule {
  let cancel: (() => void) | undefined;
  const stop = (): void => {
    cancel?.();
    cancel = undefined;
  };
  const arm = (ms: number): void => {
    stop();
    cancel = clock.after(ms, () => {
      cancel = undefined;
      check();
    });
  };
  return {
    soon: () => arm(timing.startDelayMs),
    afterAnswer: () => arm(timing.intervalMs),
    afterFailure: () => arm(timing.retryMs),
    stop,
  };
}
