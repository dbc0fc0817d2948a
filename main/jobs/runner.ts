/**
 * One background job, one run at a time, with a wake timer and backoff. The sync
 * engine and the tariff refresher both run on it, so it belongs to neither: it
 * knows nothing of claims, tariffs or the service.
 *
 * - request(): runs now; while a run is in flight, the request either joins it
 *   (`join`: its result serves) or is served by one follow-up run after it, shared
 *   by every request made meanwhile (`follow-up`). A forced request makes the run
 *   that serves it forced (what "forced" means is the job's own business).
 * - After each run, `schedule(result)` says whether it failed (the next run backs
 *   off with full jitter; failures in a row are counted) or when to run again at
 *   the latest.
 * - wake(delayMs): a run in `delayMs`, unless one is due sooner (or, with
 *   `replace`, instead of the one set). Timers never keep the process alive;
 *   `onTimerSet` hears each one set (the status says when the next try is).
 * - stop(): no new run or timer; resolves once the run in flight has ended.
 */
import { backoffDelayMs, type BackoffPolicy } from './backoff';

/**
 * After a run: it failed (back off; with `waitMs`, wait that long instead: the service said how long), or the
 * next run at the latest in `nextInMs`, replacing any timer set or not.
 */
export type Schedule =
  | { readonly failed: true; readonly waitMs?: number }
  | { readonly failed: false; readonly nextInMs?: number; readonly replace?: boolean };

export interface RunOptions {
  readonly force: boolean;
}

interface RunnerOptions<T> {
  /** One run; it must never reject (a failure is a result). */
  readonly run: (options: RunOptions) => Promise<T>;
  readonly duringRun: 'join' | 'follow-up';
  readonly schedule: (result: T) => Schedule;
  readonly backoff: BackoffPolicy;
  /** The longest a backoff may wait. */
  readonly maxBackoffMs?: number;
  /** What a timer does when it fires: a run, unless the job says otherwise (the engine probes while offline). */
  readonly onWake?: () => void;
  /** The answer to a request made once stop() was called. */
  readonly whenStopped: () => T;
  /** A wake timer was set: it fires in `delayMs`. */
  readonly onTimerSet?: (delayMs: number) => void;
}

interface Runner<T> {
  request(options?: Partial<RunOptions>): Promise<T>;
  wake(delayMs: number, options?: { readonly replace?: boolean }): void;
  /** A failure outside a run (a probe that found the service still away): count it and wake after the backoff. */
  backOff(waitMs?: number): void;
  /** Earlier failures no longer count (the service is back). */
  resetBackoff(): void;
  readonly stopping: boolean;
  stop(): Promise<void>;
}

export function createRunner<T>(options: RunnerOptions<T>): Runner<T> {
  let running: Promise<void> | undefined;
  let waiting: { resolve: (result: T) => void; force: boolean }[] = [];
  let current: Promise<T> | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let stopping = false;

  function wake(delayMs: number, wakeOptions: { readonly replace?: boolean } = {}): void {
    if (stopping) return;
    const delay = Math.max(0, delayMs);
    const at = Date.now() + delay;
    if (timer && at >= timerAt && !wakeOptions.replace) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      if (options.onWake) options.onWake();
      else void request();
    }, delay);
    timer.unref();
    options.onTimerSet?.(delay);
  }

  function backOff(waitMs?: number): void {
    failures += 1;
    const delay = waitMs ?? Math.min(backoffDelayMs(options.backoff, failures), options.maxBackoffMs ?? Infinity);
    wake(delay, { replace: true });
  }

  function afterRun(result: T): void {
    if (stopping) return;
    const next = options.schedule(result);
    if (next.failed) {
      backOff(next.waitMs);
      return;
    }
    failures = 0;
    if (next.nextInMs !== undefined) wake(next.nextInMs, { replace: next.replace });
  }

  /** Runs until no request waits; each run serves the requests made before it began. */
  async function drive(): Promise<void> {
    try {
      while (waiting.length > 0 && !stopping) {
        const served = waiting;
        waiting = [];
        current = options.run({ force: served.some((request) => request.force) });
        const result = await current;
        current = undefined;
        afterRun(result);
        for (const request of served) request.resolve(result);
      }
    } finally {
      running = undefined;
      current = undefined;
      const left = waiting;
      waiting = [];
      if (left.length > 0) {
        const answer = options.whenStopped();
        for (const request of left) request.resolve(answer);
      }
    }
  }

  function request(requestOptions: Partial<RunOptions> = {}): Promise<T> {
    if (stopping) return Promise.resolve(options.whenStopped());
    if (options.duringRun === 'join' && current) return current;
    const served = new Promise<T>((resolve) => waiting.push({ resolve, force: requestOptions.force ?? false }));
    running ??= drive();
    return served;
  }

  return {
    request,
    wake,
    backOff,
    resetBackoff() {
      failures = 0;
    },
    get stopping() {
      return stopping;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
