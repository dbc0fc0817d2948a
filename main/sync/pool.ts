/**
 * Runs items through one request each, at most `limit` in flight, writing the
 * store in group commits.
 *
 * Invariants:
 * - An item is marked in the store (write-ahead, committed) before its request starts.
 * - A result is recorded by a later commit, together with every result that
 *   arrived since the last one and the marks of the next items (one fsync for
 *   all); `recorded` is told of results only once that commit returned, so
 *   nobody hears of an outcome the store could still lose.
 * - A response frees its slot at once: the next item, already marked, is sent
 *   before the result is recorded, so commits overlap the requests in flight
 *   instead of sitting between a response and the next request. Up to
 *   3 × `limit` marked items wait ready; a commit runs when fewer than `limit`
 *   are left (or when the pipeline stops or empties), so each one records about
 *   2 × `limit` results and marks as many items, whatever the latency. (Groups
 *   of `limit` make twice the commits, and each blocks the event loop for its
 *   fsync; docs/benchmarks.md has the figures. The price: after a crash, up to
 *   4 × `limit` claims are in doubt and reconciled instead of 3 × `limit`.)
 * - It stops starting items once `stopped()` is true, or when nothing is in
 *   flight and nothing more can be marked; items marked but never started go
 *   to `release`. It settles only after every request in flight has finished
 *   and every result has been committed, so a run is never left half-recorded.
 *   A throw (a store failure, a bug) rejects, after the same wait; results it
 *   could not record stay in doubt in the store.
 */
interface PipelineSteps<T, R> {
  /** One transaction: records `results`, then marks and returns up to `max` new items (none when max is 0). */
  readonly commit: (results: readonly R[], max: number) => readonly T[];
  /** The request; writes nothing to the store. */
  readonly send: (item: T) => Promise<R>;
  /** The results whose commit has returned. */
  readonly recorded: (results: readonly R[]) => void;
  readonly release: (items: readonly T[]) => void;
  readonly stopped: () => boolean;
}

/** How many slots' worth of marked items may wait ready (see above). */
const READY_SLOTS = 3;

export function pipeline<T, R>(limit: number, steps: PipelineSteps<T, R>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ready: T[] = [];
    let arrived: R[] = [];
    let inFlight = 0;
    let started = 0;
    let failed = false;
    let failure: unknown;
    let flushQueued = false;

    const fail = (error: unknown): void => {
      if (!failed) failure = error;
      failed = true;
    };
    const going = (): boolean => !failed && !steps.stopped();

    const finish = (): void => {
      try {
        if (ready.length > 0) steps.release(ready.splice(0));
      } catch (error) {
        fail(error);
      }
      if (failed) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve(started);
    };

    const flush = (): void => {
      flushQueued = false;
      const results = arrived;
      arrived = [];
      if (!failed) {
        try {
          const want = going() ? Math.max(0, READY_SLOTS * limit - ready.length) : 0;
          if (results.length > 0 || want > 0) ready.push(...steps.commit(results, want));
          if (results.length > 0) steps.recorded(results);
        } catch (error) {
          fail(error);
        }
      }
      while (going() && inFlight < limit && ready.length > 0) launch(ready.shift() as T);
      if (inFlight === 0) finish();
    };

    const scheduleFlush = (): void => {
      if (flushQueued) return;
      flushQueued = true;
      setImmediate(flush);
    };

    function launch(item: T): void {
      inFlight += 1;
      started += 1;
      steps.send(item).then(
        (result) => {
          inFlight -= 1;
          arrived.push(result);
          if (going() && ready.length > 0) launch(ready.shift() as T);
          if (ready.length < limit || !going()) scheduleFlush();
        },
        (error: unknown) => {
          inFlight -= 1;
          fail(error);
          scheduleFlush();
        },
      );
    }

    flush();
  });
}
