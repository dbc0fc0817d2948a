/** A clock the test moves by hand (main/desk/updates/clock.ts): timers run when `advance` passes their time, in order. */
import type { UpdateClock } from '../../main/desk/updates/clock';

export interface FakeClock extends UpdateClock {
  /** Moves time on by `ms`, running every call that falls due on the way. */
  advance(ms: number): void;
  /** How many calls are waiting, and in how long the next one is due (undefined: none). */
  pending(): number;
  nextInMs(): number | undefined;
}

export function fakeClock(start = '2026-11-24T08:00:00.000Z'): FakeClock {
  let now = Date.parse(start);
  let sequence = 0;
  const timers = new Map<number, { readonly at: number; readonly run: () => void }>();
  const next = () => [...timers.entries()].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
  return {
    now: () => new Date(now),
    after(ms, run) {
      const id = (sequence += 1);
      timers.set(id, { at: now + ms, run });
      return () => timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (let due = next(); due !== undefined && due[1].at <= until; due = next()) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
    pending: () => timers.size,
    nextInMs() {
      const due = next();
      return due && due[1].at - now;
    },
  };
}
