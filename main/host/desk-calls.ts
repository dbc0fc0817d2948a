/**
 * The calls running on the desk's core, so that a restart (desk-host.ts) stops that core only once they have
 * settled: no call runs on a core that is stopping. A call that itself waits for the restart (forget.confirm waits
 * for the fresh core) is not waited for while it does, or the two would wait for each other forever.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface Call {
  waitingForHost: boolean;
}

export interface DeskCalls {
  /** Runs `call`, counted as running until it settles. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** Runs `step` for the calling call (if any), which is not waited for until `step` settles. */
  whileWaiting<T>(step: () => Promise<T>): Promise<T>;
  /** Resolves once every running call has settled or is waiting for the host. */
  settled(): Promise<void>;
}

export function createDeskCalls(): DeskCalls {
  const context = new AsyncLocalStorage<Call>();
  const running = new Set<Call>();
  let waiters: (() => void)[] = [];
  const quiet = (): boolean => [...running].every((call) => call.waitingForHost);
  const wake = (): void => {
    if (!quiet()) return;
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };
  return {
    run(call) {
      const entry: Call = { waitingForHost: false };
      running.add(entry);
      return context
        .run(entry, async () => call())
        .finally(() => {
          running.delete(entry);
          wake();
        });
    },
    async whileWaiting(step) {
      const caller = context.getStore();
      if (caller) caller.waitingForHost = true;
      wake();
      try {
        return await step();
      } finally {
        if (caller) caller.waitingForHost = false;
      }
    },
    settled: () => (quiet() ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
