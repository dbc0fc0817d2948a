/**
 * The check of a store that was closed cleanly (open-store.ts, integrityCheck 'after-clean-stop'), run by the
 * running desk a while after its start instead of before it: the start's longest step, about a third of a second
 * on a store with 100,000 tariffs, moved out of the way of the first screen (docs/benchmarks.md).
 * Why waiting is safe: a clean close leaves a file SQLite has written and synced whole (damage then comes from the
 * disk, not from ClaimDesk), and every page of the encrypted store is authenticated as it is read, so a damaged page
 * is refused with an error, never taken for data, meanwhile. The daily backup checks its copy as well.
 * It runs on a worker thread (integrity.ts). Damage found: the next open checks first (CHECK_AT_OPEN_FILE) and
 * restores the newest sound backup, and staff are told to restart ClaimDesk (`onDamage`).
 */
import fs from 'node:fs';
import type { Db } from './database';
import { integrityProblemsOffThread } from './integrity';
import type { OpenStoreOptions } from './open-store';
import type { StoreAccess } from './sqlite';

/** Once the first screen is up, even on a slow PC. */
export const DEFERRED_CHECK_DELAY_MS = 10_000;

export interface DeferredCheckOptions {
  readonly db: Db;
  readonly access: StoreAccess;
  /** The file asking the next open to check first (CHECK_AT_OPEN_FILE in the data folder). */
  readonly marker: string;
  readonly delayMs?: number;
  readonly log?: OpenStoreOptions['log'];
  readonly onDamage: (problems: readonly string[]) => void;
  /** The check could not run (the store already closing, a disk error writing the marker). */
  readonly onFailure: (error: unknown) => void;
}

export interface DeferredCheck {
  /** Settles once the check has run (or was stopped before it ran). */
  readonly checked: Promise<void>;
  /** Cancels the check not yet started, or waits for the one running. */
  stop(): Promise<void>;
}

export function startDeferredCheck(options: DeferredCheckOptions): DeferredCheck {
  let done: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (done = resolve));
  let running: Promise<void> | undefined;

  const run = (): void => {
    const start = performance.now();
    running = integrityProblemsOffThread(options.db, options.access)
      .then((problems) => {
        const detail = `${problems.join('; ') || 'ok'}, after the start`;
        options.log?.({ event: 'integrity-check', durationMs: performance.now() - start, detail });
        if (problems.length === 0) return;
        fs.writeFileSync(options.marker, `${new Date().toISOString()} ${problems.join('; ')}\n`, { mode: 0o600 });
        options.onDamage(problems);
      })
      .catch(options.onFailure)
      .finally(done);
  };
  const timer = setTimeout(run, options.delayMs ?? DEFERRED_CHECK_DELAY_MS);
  timer.unref();

  return {
    checked,
    async stop() {
      clearTimeout(timer);
      if (running) await running;
      else done();
    },
  };
}
