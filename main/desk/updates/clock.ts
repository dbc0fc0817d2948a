/**
 * The updater's sense of time, injected so tests move it by hand: the instant now, and one call later.
 * The system clock's timers never keep the process alive.
 */
export interface UpdateClock {
  now(): Date;
  /** Calls `run` once, `ms` from now; answers a function that cancels the call. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: UpdateClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
