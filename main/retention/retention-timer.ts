/**
 * Retention, applied at start and then once a day for an app left open: the damaged files in
 * `corrupt/` first, then the store's purge (purge.ts), with the periods as the settings say at that
 * moment. Each run's counts go to the log; a failed run is reported and the next day's runs again.
 * Time is the clock's (injected: tests move it by hand, no waiting).
 */
import type { RetentionSettings } from '../../shared/domain/settings';
import type { AuditContext } from '../store/audit';
import type { Db } from '../store/database';
import { removeOldDamagedFiles } from './damaged-files';
import { describeCounts, purgeExpired, type PurgeCounts } from './purge';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  readonly db: Db;
  readonly corruptDir: string;
  /** The periods in force now (read from the settings at every run). */
  readonly retention: () => RetentionSettings;
  /** Who the audit entry is from; its `now` is the time of the run. */
  readonly audit: AuditContext;
  /** Schedules the next run. */
  /** Calls `run` once, `ms` from now, answering a function that cancels it (the core's clock: desk/updates/clock.ts). */
  readonly clock: { after(ms: number, run: () => void): () => void };
  readonly log?: (message: string) => void;
  readonly onFailure: (error: unknown) => void;
}

export interface RetentionRun extends PurgeCounts {
  readonly damagedFiles: number;
}

export interface RetentionTimer {
  /** Runs retention now; undefined when the run failed (reported through onFailure). */
  runNow(): RetentionRun | undefined;
  stop(): void;
}

/** Runs retention once at once, then every day until stopped. */
export function startRetention(options: RetentionOptions): RetentionTimer {
  const { db, corruptDir, audit, clock } = options;
  let cancel: (() => void) | undefined;

  const runNow = (): RetentionRun | undefined => {
    try {
      const retention = options.retention();
      const damagedFiles = removeOldDamagedFiles(corruptDir, retention.corruptDays, audit.now());
      const run = { ...purgeExpired(db, retention, audit, damagedFiles), damagedFiles };
      options.log?.(`purged: ${describeCounts(run)}`);
      return run;
    } catch (error) {
      options.onFailure(error);
      return undefined;
    }
  };
  const daily = (): void => {
    runNow();
    cancel = clock.after(RETENTION_INTERVAL_MS, daily);
  };
  daily();

  return {
    runNow,
    stop() {
      cancel?.();
      cancel = undefined;
    },
  };
}
